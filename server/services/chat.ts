// The assistant (Level_4 only): conversations and their messages, answered by the AI provider
// with the conversation's history. A question and its answer are stored together or not at all.
import type { ChatDetailMessage, ChatReply, Conversation, Language } from '@/api/generated/model';
import type { Db } from '../db/connect';
import { AiError, type AiProvider, type ChatInput } from '../ai/provider';
import { newId } from '../auth/tokens';
import { chatTitleOf } from '../domain/chat-title';
import { fail } from '../domain/errors';
import { text } from '../domain/messages';
import { toComparison } from './comparisons';
import { CHAT_LEVEL, refund, reserve, type UserRow } from './packages';

type WrittenComparison = NonNullable<ChatInput['subject']>;

/** How many earlier messages go to the provider (the newest ones). */
const HISTORY_LIMIT = 20;
/** How many of the user's comparisons the demo engine may draw on. */
const COMPARISONS_FOR_CHAT = 10;
const DEMO_MESSAGES_KEPT = 1000;

export function requireChat(user: UserRow): void {
  if (user.package_name !== CHAT_LEVEL) throw fail(403, 'chatForbidden');
}

async function ownConversation(db: Db, user: UserRow, id: string) {
  const row = await db
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw fail(404, 'conversationNotFound');
  return row;
}

/** The user's comparisons whose reports are written: a report still being written has nothing to discuss yet. */
function selectComparisons(db: Db, user: UserRow) {
  return db.selectFrom('comparisons').selectAll().where('user_id', '=', user.id).where('status', '=', 'done');
}

const written = (row: Parameters<typeof toComparison>[0]) => toComparison(row) as WrittenComparison;

async function recentComparisons(db: Db, user: UserRow): Promise<WrittenComparison[]> {
  const rows = await selectComparisons(db, user).orderBy('created_at', 'desc').limit(COMPARISONS_FOR_CHAT).execute();
  return rows.map(written);
}

/** The comparison a chat opened from a report is about: the user's own, else 404. */
async function subjectComparison(db: Db, user: UserRow, id: string): Promise<WrittenComparison> {
  const row = await selectComparisons(db, user).where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(404, 'comparisonNotFound');
  return written(row);
}

export async function sendMessage(
  db: Db,
  ai: AiProvider,
  user: UserRow,
  input: { conversationId?: string; comparisonId?: string; content: string },
  language: Language,
  signal: AbortSignal,
): Promise<ChatReply> {
  requireChat(user);
  const existing = input.conversationId ? await ownConversation(db, user, input.conversationId) : undefined;
  const subject = input.comparisonId ? await subjectComparison(db, user, input.comparisonId) : undefined;
  if (!(await reserve(db, user, 'messages'))) throw fail(429, 'messageLimit');
  const newConversation = !existing;
  if (newConversation && !(await reserve(db, user, 'conversations'))) {
    await refund(db, user, 'messages');
    throw fail(429, 'messageLimit');
  }
  try {
    const askedAt = new Date();
    const history = existing
      ? (
          await db
            .selectFrom('chat_messages')
            .select(['role', 'content'])
            .where('conversation_id', '=', existing.id)
            .orderBy('seq', 'desc')
            .limit(HISTORY_LIMIT)
            .execute()
        )
          .reverse()
          .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }))
      : [];
    const answer = await ai.chat(
      { content: input.content, language, history, comparisons: await recentComparisons(db, user), subject },
      signal,
    );
    if (signal.aborted) throw new AiError('aborted');
    const createdAt = new Date();
    const replyId = newId('msg', 8);
    const conversationId = existing?.id ?? newId('conv', 8);
    await db.transaction().execute(async (trx) => {
      if (newConversation) {
        await trx
          .insertInto('conversations')
          .values({
            id: conversationId,
            user_id: user.id,
            title: chatTitleOf(input.content),
            created_at: askedAt,
            updated_at: createdAt,
          })
          .execute();
      } else {
        await trx
          .updateTable('conversations')
          .set({ updated_at: createdAt })
          .where('id', '=', conversationId)
          .execute();
      }
      await trx
        .insertInto('chat_messages')
        .values({
          id: newId('msg', 8),
          conversation_id: conversationId,
          role: 'user',
          content: input.content,
          created_at: askedAt,
        })
        .execute();
      await trx
        .insertInto('chat_messages')
        .values({
          id: replyId,
          conversation_id: conversationId,
          role: 'assistant',
          content: answer.output,
          created_at: createdAt,
        })
        .execute();
    });
    return {
      output: answer.output,
      createdAt: createdAt.toISOString(),
      message: { conversationId, id: replyId },
      source: answer.source,
    };
  } catch (error) {
    await refund(db, user, 'messages');
    if (newConversation) await refund(db, user, 'conversations');
    throw error;
  }
}

export async function listConversations(db: Db, user: UserRow): Promise<Conversation[]> {
  requireChat(user);
  const rows = await db
    .selectFrom('conversations')
    .select(['id', 'title', 'updated_at'])
    .where('user_id', '=', user.id)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, updatedAt: new Date(row.updated_at).toISOString() }));
}

export async function listMessages(db: Db, user: UserRow, conversationId: string): Promise<ChatDetailMessage[]> {
  requireChat(user);
  await ownConversation(db, user, conversationId);
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'role', 'content', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    role: row.role as ChatDetailMessage['role'],
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** The public demo chat: the visitor's message is kept (the newest ones only), the reply is canned. */
export async function demoMessage(
  db: Db,
  input: { conversationId: string; content: string },
  language: Language,
): Promise<ChatDetailMessage> {
  await db
    .insertInto('demo_messages')
    .values({ conversation_id: input.conversationId, content: input.content })
    .execute();
  if (Math.random() < 0.02) {
    const keepFrom = await db
      .selectFrom('demo_messages')
      .select('id')
      .orderBy('id', 'desc')
      .offset(DEMO_MESSAGES_KEPT)
      .limit(1)
      .executeTakeFirst();
    if (keepFrom) await db.deleteFrom('demo_messages').where('id', '<=', keepFrom.id).execute();
  }
  return {
    id: newId('msg_demo', 8),
    role: 'assistant',
    content: text('demoReply', language),
    createdAt: new Date().toISOString(),
  };
}
