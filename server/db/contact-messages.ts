// The contact form's messages and the support team's queue of them (the support_queue view of
// migration 009): the only SQL of the support flow.
import type { Db } from './connect';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  topic: string;
  priority: boolean;
  userId: string | null;
}

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      name: message.name,
      email: message.email,
      message: message.message,
      topic: message.topic,
      priority: message.priority,
      user_id: message.userId,
    })
    .execute();
}

/** The support team's queue, as they read it: priority first, then oldest first. */
export async function supportQueue(db: Db) {
  return db.selectFrom('support_queue').selectAll().execute();
}
