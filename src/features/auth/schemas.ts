import { z } from 'zod';
import { LoginBody, RegisterBody, RequestPasswordResetBody } from '@shared/api/generated/zod/auth/auth.zod';
import { issueMessages, trimmed, type MessageKey } from '@/lib/forms';

/** Every validation message is a key of the auth namespace, shown through t(). */
export type AuthErrorKey = MessageKey<'auth', 'errors.'>;

// The generated body schemas own the rules (email syntax, name and password lengths); the forms
// add trimming and checkboxes, and name the message for each rule (issueMessages).
const email = { required: 'errors.emailRequired', invalid: 'errors.emailInvalid' } as const;
/** A new password's length messages: at registration and with a reset link. */
const newPasswordLength = { tooShort: 'errors.passwordTooShort', tooLong: 'errors.passwordTooLong' } as const;

/** Login: email and password required ("Email and password are required."). */
export const loginFormSchema = LoginBody.extend({ email: trimmed(LoginBody.shape.email), remember: z.boolean() });
export const loginMessages = issueMessages<'email' | 'password', AuthErrorKey>({
  email: { ...email, required: 'errors.loginRequired' },
  password: { required: 'errors.loginRequired', tooLong: 'errors.passwordTooLong' },
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

/** Register: all required, name at most 50, password at least 6. */
export const registerFormSchema = RegisterBody.omit({ language: true }).extend({
  name: trimmed(RegisterBody.shape.name),
  email: trimmed(RegisterBody.shape.email),
});
export const registerMessages = issueMessages<'name' | 'email' | 'password', AuthErrorKey>({
  name: { required: 'errors.registerRequired', tooLong: 'errors.nameTooLong' },
  email: { ...email, required: 'errors.registerRequired' },
  password: { ...newPasswordLength, required: 'errors.registerRequired' },
});
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** The new password of a reset link: registration's rule and messages, not a copy of them. */
export const resetPasswordFormSchema = registerFormSchema.pick({ password: true });
export const resetPasswordMessages = issueMessages<'password', AuthErrorKey>({
  password: { ...newPasswordLength, required: 'errors.passwordRequired' },
});
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;

export const forgotPasswordFormSchema = RequestPasswordResetBody.extend({
  email: trimmed(RequestPasswordResetBody.shape.email),
});
export const forgotPasswordMessages = issueMessages<'email', AuthErrorKey>({ email });
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordFormSchema>;
