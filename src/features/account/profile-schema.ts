import { z } from 'zod';
import {
  updateCurrentUserBodyLinkedinMax,
  updateCurrentUserBodyLinkedinRegExp,
  updateCurrentUserBodyNameMax,
  updateCurrentUserBodyPhoneRegExp,
  updateCurrentUserBodyProfilePicMax,
  updateCurrentUserBodyProfilePicRegExp,
} from '@/api/generated/zod/users/users.zod';
import type { UserUpdate } from '@/api/generated/model';

/** Error codes of the profile form; the screen turns each into a translated text. */
export type ProfileErrorCode = 'blank' | 'nameMax' | 'email' | 'phone' | 'linkedin' | 'linkedinMax' | 'pictureUrl' | 'pictureTooLarge';

// The contract's own patterns: LinkedIn is an https address on linkedin.com; a picture is an https
// address or an uploaded image as a base64 data URL (never e.g. javascript:).
const LINKEDIN_URL = updateCurrentUserBodyLinkedinRegExp;
const PICTURE = updateCurrentUserBodyProfilePicRegExp;

// The contract's limits (updateCurrentUserBody) with the UI's own rules and messages: blank fields
// get SPEC §5's one message, phone and LinkedIn a sane format; empty optional fields mean "none".
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'blank').max(updateCurrentUserBodyNameMax, 'nameMax'),
  email: z.string().trim().min(1, 'blank').pipe(z.email('email')),
  language: z.enum(['tr', 'en'], 'blank'),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || updateCurrentUserBodyPhoneRegExp.test(value), 'phone'),
  linkedin: z
    .string()
    .trim()
    .max(updateCurrentUserBodyLinkedinMax, 'linkedinMax')
    .refine((value) => value === '' || LINKEDIN_URL.test(value), 'linkedin'),
  profilePic: z
    .string()
    .trim()
    .max(updateCurrentUserBodyProfilePicMax, 'pictureTooLarge')
    .refine((value) => value === '' || PICTURE.test(value), 'pictureUrl'),
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export function toUserUpdate(values: ProfileFormValues): UserUpdate {
  return {
    name: values.name,
    email: values.email,
    language: values.language,
    phone: values.phone || null,
    linkedin: values.linkedin || null,
    profilePic: values.profilePic || null,
  };
}
