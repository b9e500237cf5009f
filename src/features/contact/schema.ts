import { z } from 'zod';
import { createContactMessageBody, createContactMessageBodyMessageMax, createContactMessageBodyNameMax } from '@/api/generated/zod/contacts/contacts.zod';
import type contact from '@/i18n/locales/en/contact.json';

export type ContactErrorKey = `errors.${keyof (typeof contact)['errors']}`;

/** SPEC §9: the message holds at most 1000 characters (the contract's own limit). */
export const MESSAGE_MAX = createContactMessageBodyMessageMax;

/** SPEC §5 Contact: all fields required ("Please fill in all fields."), message at most 1000. */
export const contactFormSchema = z
  .object({ name: z.string().trim(), email: z.string().trim(), message: z.string().trim() })
  .superRefine((values, ctx) => {
    const add = (path: keyof typeof values, message: ContactErrorKey) => ctx.addIssue({ code: 'custom', path: [path], message });
    const missing = (['name', 'email', 'message'] as const).filter((field) => !values[field]);
    if (missing.length > 0) return missing.forEach((field) => add(field, 'errors.required'));
    if (values.name.length > createContactMessageBodyNameMax) add('name', 'errors.nameTooLong');
    if (!createContactMessageBody.shape.email.safeParse(values.email).success) add('email', 'errors.emailInvalid');
    if (values.message.length > MESSAGE_MAX) add('message', 'errors.messageTooLong');
  });
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
