// The contact form's messages and the two package services they carry: a package with
// priority_support puts its messages first in the support queue (the support_queue view of
// migration 009), and only a package with custom_enterprise_solutions may ask for an enterprise plan.
import type { ContactMessage } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import { insertContactMessage } from '../db/contact-messages';
import { fail } from '../domain/errors';
import type { MessageKey } from '../domain/messages';
import { packageOf } from './packages';
import type { UserRow } from '../db/users';

export async function sendContactMessage(
  db: Db,
  body: ContactMessage,
  sender: UserRow | undefined,
): Promise<{ status: number; message: MessageKey }> {
  const pkg = sender ? await packageOf(db, sender) : undefined;
  const topic = body.topic ?? 'general';
  if (topic === 'enterprise' && !pkg?.custom_enterprise_solutions) throw fail(403, 'featureNotActive');
  const priority = pkg?.priority_support === true;
  await insertContactMessage(db, {
    name: body.name.trim(),
    email: body.email.trim(),
    message: body.message,
    topic,
    priority,
    userId: sender?.id ?? null,
  });
  return { status: 201, message: priority ? 'contactThanksPriority' : 'contactThanks' };
}
