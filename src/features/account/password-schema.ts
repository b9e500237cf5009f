import { z } from 'zod';
import {
  changePasswordBodyNewPasswordMax,
  changePasswordBodyNewPasswordMin,
} from '@shared/api/generated/zod/users/users.zod';
import type { PasswordChange } from '@shared/api/generated/model';
import { addMessage, type MessageKey } from '@/lib/forms';

type PasswordErrorKey = MessageKey<'account', 'password.errors.'>;

export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const FIELDS = PASSWORD_FIELDS;

/**
 * The password rules, checked in this order and reported one at a time:
 * nothing filled → "Please fill in all password fields."; some filled → "All fields are required.";
 * then the new passwords must match, differ from the current one and be at least 6 characters
 * (the contract's ChangePasswordBody limits). The rules depend on each other and on their order,
 * so this schema states them itself instead of extending ChangePasswordBody (whose own checks would
 * all report at once); the limits are the contract's.
 */
export const passwordFormSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const empty = FIELDS.filter((field) => values[field] === '');
    const fail = (path: (typeof FIELDS)[number], key: PasswordErrorKey) => addMessage(ctx, path, key);
    if (empty.length === FIELDS.length) return fail('oldPassword', 'password.errors.fillAll');
    if (empty.length > 0) return fail(empty[0], 'password.errors.allRequired');
    if (values.newPassword !== values.confirmPassword) return fail('confirmPassword', 'password.errors.mismatch');
    if (values.newPassword === values.oldPassword) return fail('newPassword', 'password.errors.sameAsCurrent');
    if (values.newPassword.length < changePasswordBodyNewPasswordMin)
      return fail('newPassword', 'password.errors.minLength');
    if (values.newPassword.length > changePasswordBodyNewPasswordMax)
      return fail('newPassword', 'password.errors.maxLength');
  });

/** The values the length messages interpolate. */
export const PASSWORD_LIMITS = { min: changePasswordBodyNewPasswordMin, max: changePasswordBodyNewPasswordMax };

export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

export function toPasswordChange(values: PasswordFormValues): PasswordChange {
  return { oldPassword: values.oldPassword, newPassword: values.newPassword };
}
