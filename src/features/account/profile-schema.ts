import { z } from 'zod';
import { UpdateCurrentUserBody } from '@shared/api/generated/zod/users/users.zod';
import type { UserUpdate } from '@shared/api/generated/model';
import { issueMessages, trimmed, type MessageKey } from '@/lib/forms';

export type ProfileErrorKey = MessageKey<'account', 'profile.errors.' | 'avatar.errors.'>;

const shape = UpdateCurrentUserBody.shape;

/** An optional text field: empty means "none" (null), anything else must pass the contract's rule. */
function optional(schema: typeof shape.phone) {
  return z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(schema.unwrap());
}

// The contract's body (UpdateCurrentUserBody: lengths, the phone pattern, an https LinkedIn address
// on linkedin.com, a picture as an https address or an uploaded image, never e.g. javascript:),
// checked on trimmed input, with one message for a blank name, email or language.
export const profileFormSchema = UpdateCurrentUserBody.extend({
  name: trimmed(shape.name),
  email: trimmed(shape.email),
  phone: optional(shape.phone),
  linkedin: optional(shape.linkedin),
  profilePic: optional(shape.profilePic),
});
export const profileMessages = issueMessages<
  'name' | 'email' | 'language' | 'phone' | 'linkedin' | 'profilePic',
  ProfileErrorKey
>({
  name: { required: 'profile.errors.blank', tooLong: 'profile.errors.nameMax' },
  email: { required: 'profile.errors.blank', invalid: 'profile.errors.email' },
  language: { required: 'profile.errors.blank' },
  phone: { invalid: 'profile.errors.phone' },
  linkedin: { invalid: 'profile.errors.linkedin', tooLong: 'profile.errors.linkedinMax' },
  profilePic: { invalid: 'avatar.errors.url', tooLong: 'avatar.errors.tooLarge' },
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export function toUserUpdate(values: ProfileFormValues): UserUpdate {
  return {
    name: values.name,
    email: values.email,
    language: values.language,
    phone: values.phone ?? null,
    linkedin: values.linkedin ?? null,
    profilePic: values.profilePic ?? null,
  };
}
