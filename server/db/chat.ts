// The assistant's conversations, their messages (chat_messages, in `seq` order) and the public
// demo chat's kept messages: the only SQL of the chat flow.
import type { Selectable } from 'kysely';
import type { Db } from './connect';
import type { Conversations } from './generated/database';

export type ConversationRow = Selectable<Conversations>;
/** An answer's end: no writer holds it any more. */
const ANSWER_ENDED = { lease_until: null } as const;

export async function conversationOf(db: Db, userId: string, id: string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's conversations, most recently updated first. */
export async function conversationsOf(
  db: Db,
  userId: string,
): Promise<Pick<ConversationRow, 'id' | 'title' | 'updated_at'>[]> {
  return db
    .selectFrom('conversations')
    .select(['id', 'title', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute();
}

export interface FailedAnswer {
  usage_period: string | null;
  opened_conversation: boolean;
  seq: string;
}

/**
 * Fails the conversation's answers still being written with `failure` (JSON): the one named, or
 * those whose lease ran out before `now`. The answers this call failed (each is failed once).
 */
export async function failWritingAnswers(
  db: Db,
  conversationId: string,
  failure: string,
  which: { id: string } | { leaseEndedBefore: Date },
): Promise<FailedAnswer[]> {
  const writing = db
    .updateTable('chat_messages')
    .set({ status: 'failed', content: '', failure, ...ANSWER_ENDED })
    .where('conversation_id', '=', conversationId)
    .where('status', '=', 'writing');
  return (
    'id' in which ? writing.where('id', '=', which.id) : writing.where('lease_until', '<', which.leaseEndedBefore)
  )
    .returning(['usage_period', 'opened_conversation', 'seq'])
    .execute();
}

/** Fails the question an answer replied to: the user's message just before it. */
export async function failQuestionBefore(
  db: Db,
  conversationId: string,
  answerSeq: string | number | bigint,
): Promise<void> {
  const question = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('role', '=', 'user')
    .where('seq', '<', String(answerSeq))
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (question) await db.updateTable('chat_messages').set({ status: 'failed' }).where('id', '=', question.id).execute();
}

export async function hasWrittenAnswer(db: Db, conversationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('role', '=', 'assistant')
    .where('status', '=', 'done')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The newest `limit` written messages, newest first. */
export async function newestWrittenMessages(
  db: Db,
  conversationId: string,
  limit: number,
): Promise<{ role: string; content: string }[]> {
  return db
    .selectFrom('chat_messages')
    .select(['role', 'content'])
    .where('conversation_id', '=', conversationId)
    .where('status', '=', 'done')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

/** The conversation's messages in order. */
export async function messagesOf(db: Db, conversationId: string) {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'role', 'content', 'created_at', 'status', 'failure', 'source'])
    .where('conversation_id', '=', conversationId)
    .orderBy('seq')
    .execute();
}

export interface AskedQuestion {
  conversationId: string;
  userId: string;
  title: string | null;
  /** Whether the conversation exists already (its failed attempt is replaced) or opens now. */
  existing: boolean;
  askedAt: Date;
  questionId: string;
  content: string;
  answer: { id: string; source: string; leaseUntil: Date; usagePeriod: string; openedConversation: boolean };
}

/**
 * Stores a question and its answer being written, in one transaction: a new conversation opens,
 * or an existing one drops its failed attempt (typically this question sent before) and moves up.
 */
export async function storeQuestion(db: Db, asked: AskedQuestion): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (asked.existing) {
      await trx
        .deleteFrom('chat_messages')
        .where('conversation_id', '=', asked.conversationId)
        .where('status', '=', 'failed')
        .execute();
      await trx
        .updateTable('conversations')
        .set({ updated_at: asked.askedAt })
        .where('id', '=', asked.conversationId)
        .execute();
    } else {
      await trx
        .insertInto('conversations')
        .values({
          id: asked.conversationId,
          user_id: asked.userId,
          title: asked.title,
          created_at: asked.askedAt,
          updated_at: asked.askedAt,
        })
        .execute();
    }
    await trx
      .insertInto('chat_messages')
      .values([
        {
          id: asked.questionId,
          conversation_id: asked.conversationId,
          role: 'user',
          content: asked.content,
          created_at: asked.askedAt,
        },
        {
          id: asked.answer.id,
          conversation_id: asked.conversationId,
          role: 'assistant',
          content: '',
          created_at: asked.askedAt,
          status: 'writing',
          source: asked.answer.source,
          lease_until: asked.answer.leaseUntil,
          usage_period: asked.answer.usagePeriod,
          opened_conversation: asked.answer.openedConversation,
        },
      ])
      .execute();
  });
}

/** Stores the text so far of an answer being written and renews its lease; false when it is no longer written. */
export async function storeAnswerSoFar(db: Db, answerId: string, content: string, leaseUntil: Date): Promise<boolean> {
  const update = await db
    .updateTable('chat_messages')
    .set({ content, lease_until: leaseUntil })
    .where('id', '=', answerId)
    .where('status', '=', 'writing')
    .executeTakeFirst();
  return update.numUpdatedRows !== 0n;
}

/** Stores a written answer and moves its conversation up, in one transaction. */
export async function storeWrittenAnswer(
  db: Db,
  answer: { id: string; conversationId: string; output: string; source: string; endedAt: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chat_messages')
      .set({
        content: answer.output,
        status: 'done',
        source: answer.source,
        created_at: answer.endedAt,
        ...ANSWER_ENDED,
      })
      .where('id', '=', answer.id)
      .where('status', '=', 'writing')
      .execute();
    await trx
      .updateTable('conversations')
      .set({ updated_at: answer.endedAt })
      .where('id', '=', answer.conversationId)
      .execute();
  });
}

export async function insertDemoMessage(db: Db, message: { conversationId: string; content: string }): Promise<void> {
  await db
    .insertInto('demo_messages')
    .values({ conversation_id: message.conversationId, content: message.content })
    .execute();
}

/** Keeps only the newest `kept` demo messages. */
export async function trimDemoMessages(db: Db, kept: number): Promise<void> {
  const keepFrom = await db
    .selectFrom('demo_messages')
    .select('id')
    .orderBy('id', 'desc')
    .offset(kept)
    .limit(1)
    .executeTakeFirst();
  if (keepFrom) await db.deleteFrom('demo_messages').where('id', '<=', keepFrom.id).execute();
}
