// The public contact form: messages are kept in the mock DB (nobody reads them).
import { http, type DefaultBodyType, type PathParams } from 'msw';
import type { MessageResponse } from '@/api/generated/model';
import { createContactMessageBody } from '@/api/generated/zod/contacts/contacts.zod';
import { message, readBody, say, type Reply } from '../http-helpers';
import { latency } from '../latency';
import { mutate } from '../store';

export const contactsHandlers = [
  http.post<PathParams, DefaultBodyType, Reply<MessageResponse>>('*/api/contacts', async ({ request }) => {
    await latency('default', request.signal);
    const body = await readBody(request, createContactMessageBody);
    if ('response' in body) return body.response;
    mutate((state) => {
      state.contacts.push({ ...body.data, createdAt: new Date().toISOString() });
    });
    return message(
      say(
        request,
        'Thank you for reaching out! We will get back to you soon.',
        'Bize ulaştığınız için teşekkürler! En kısa sürede size dönüş yapacağız.',
      ),
      201,
    );
  }),
];
