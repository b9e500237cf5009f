import { z } from 'zod';
import { loginBody, loginBodyPasswordMax, registerBody, registerBodyNameMax, registerBodyPasswordMin, requestPasswordResetBody } from '@/api/generated/zod/auth/auth.zod';
import type auth from '@/i18n/locales/en/auth.json';

/** Every validation message is a key of the auth namespace, shown through t(). */
export type AuthErrorKey = `errors.${keyof (typeof auth)['errors']}`;

// The generated body schemas own the format rules (email syntax, name and password lengths);
// these form schemas add what the screens need on top: SPEC §5's messages, trimming, checkboxes.
const isEmail = (value: string) => loginBody.shape.email.safeParse(value).success;

type Issue = { path: string; message: AuthErrorKey };
const report = (ctx: z.RefinementCtx, issues: Issue[]) =>
  issues.forEach(({ path, message }) => ctx.addIssue({ code: 'custom', path: [path], message }));

/** SPEC §5 Login: email and password required ("Email and password are required."). */
export const loginFormSchema = z
  .object({ email: z.string().trim(), password: z.string(), remember: z.boolean() })
  .superRefine((values, ctx) => {
    const missing = (['email', 'password'] as const).filter((field) => !values[field]);
    if (missing.length > 0) return report(ctx, missing.map((path) => ({ path, message: 'errors.loginRequired' })));
    if (!isEmail(values.email)) report(ctx, [{ path: 'email', message: 'errors.emailInvalid' }]);
    if (values.password.length > loginBodyPasswordMax) report(ctx, [{ path: 'password', message: 'errors.passwordTooLong' }]);
  });
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

/** SPEC §5 Register: all required, name at most 50, password at least 6. */
export const registerFormSchema = z
  .object({ name: z.string().trim(), email: z.string().trim(), password: z.string() })
  .superRefine((values, ctx) => {
    const missing = (['name', 'email', 'password'] as const).filter((field) => !values[field]);
    if (missing.length > 0) return report(ctx, missing.map((path) => ({ path, message: 'errors.registerRequired' })));
    const shape = registerBody.shape;
    const issues: Issue[] = [];
    if (values.name.length > registerBodyNameMax) issues.push({ path: 'name', message: 'errors.nameTooLong' });
    if (!shape.email.safeParse(values.email).success) issues.push({ path: 'email', message: 'errors.emailInvalid' });
    if (values.password.length < registerBodyPasswordMin) issues.push({ path: 'password', message: 'errors.passwordTooShort' });
    else if (!shape.password.safeParse(values.password).success) issues.push({ path: 'password', message: 'errors.passwordTooLong' });
    report(ctx, issues);
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: z.string().trim() }).superRefine((values, ctx) => {
  if (!values.email) return report(ctx, [{ path: 'email', message: 'errors.emailRequired' }]);
  if (!requestPasswordResetBody.shape.email.safeParse(values.email).success) report(ctx, [{ path: 'email', message: 'errors.emailInvalid' }]);
});
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordFormSchema>;
