// The contact form's messages and the two package services they carry: a package with
// priority_support puts its messages first in the support queue (the support_queue view of
// migration 009), and only a package with custom_enterprise_solutions may ask for an enterprise plan.
import type { ContactMessage } from '@shared/api/generated/model';
import type { Db } from '../db/connect';
import { fail } from '../domain/errors';
import type { MessageKey } from '../domain/messages';
import { packageOf, type UserRow } from './packages';

export async function sendContactMessage(
  db: Db,
  body: ContactMessage,
  sender: UserRow | undefined,
): Promise<{ status: number; message: MessageKey }> {
  const pkg = sender ? await packageOf(db, sender) : undefined;
  const topic = body.topic ?? 'general';
  if (topic === 'enterprise' && !pkg?.custom_enterprise_solutions) throw fail(403, 'featureNotActive');
  const priority = pkg?.priority_support === true;
  await db
    .insertInto('contact_messages')
    .values({
      name: body.name.trim(),
      email: body.email.trim(),
      message: body.message,
      topic,
      priority,
      user_id: sender?.id ?? null,
    })
    .execute();
  return { status: 201, message: priority ? 'contactThanksPriority' : 'contactThanks' };
}

/** The support team's queue, as they read it: priority first, then oldest first. */
export async function supportQueue(db: Db) {
  return db.selectFrom('support_queue').selectAll().execute();
}
