import { z } from 'zod';
import { changePasswordBodyNewPasswordMax, changePasswordBodyNewPasswordMin } from '@/api/generated/zod/users/users.zod';
import type { PasswordChange } from '@/api/generated/model';

export type PasswordErrorCode = 'fillAll' | 'allRequired' | 'mismatch' | 'sameAsCurrent' | 'minLength' | 'maxLength';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * SPEC §5 password rules, checked in this order and reported one at a time:
 * nothing filled → "Please fill in all password fields."; some filled → "All fields are required.";
 * then the new passwords must match, differ from the current one and be at least 6 characters
 * (the contract's changePasswordBody limits).
 */
export const passwordFormSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const empty = FIELDS.filter((field) => values[field] === '');
    const fail = (path: (typeof FIELDS)[number], message: PasswordErrorCode) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (empty.length === FIELDS.length) return fail('oldPassword', 'fillAll');
    if (empty.length > 0) return fail(empty[0], 'allRequired');
    if (values.newPassword !== values.confirmPassword) return fail('confirmPassword', 'mismatch');
    if (values.newPassword === values.oldPassword) return fail('newPassword', 'sameAsCurrent');
    if (values.newPassword.length < changePasswordBodyNewPasswordMin) return fail('newPassword', 'minLength');
    if (values.newPassword.length > changePasswordBodyNewPasswordMax) return fail('newPassword', 'maxLength');
  });

export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

export function toPasswordChange(values: PasswordFormValues): PasswordChange {
  return { oldPassword: values.oldPassword, newPassword: values.newPassword };
}
