import type { z } from 'zod';
import {
  CreateContactMessageBody,
  createContactMessageBodyMessageMax,
} from '@shared/api/generated/zod/contacts/contacts.zod';
import { issueMessages, trimmed, type MessageKey } from '@/lib/forms';

export type ContactErrorKey = MessageKey<'contact', 'errors.'>;

/** The message holds at most 1000 characters (the contract's own limit). */
export const MESSAGE_MAX = createContactMessageBodyMessageMax;

const shape = CreateContactMessageBody.shape;

/** The contract's body, checked on trimmed input (all fields required, message at most 1000). */
export const contactFormSchema = CreateContactMessageBody.extend({
  name: trimmed(shape.name),
  email: trimmed(shape.email),
  message: trimmed(shape.message),
});
export const contactMessages = issueMessages<'name' | 'email' | 'message', ContactErrorKey>({
  name: { required: 'errors.required', tooLong: 'errors.nameTooLong' },
  email: { required: 'errors.required', invalid: 'errors.emailInvalid' },
  message: { required: 'errors.required', tooLong: 'errors.messageTooLong' },
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
