// The assistant (Level_4 only): conversations and their messages, answered by the AI provider
// with the conversation's history. The question is stored and counted at once; the answer is
// written in the background and read while it grows; a failed answer is given back.
import type {
  ChatDetailMessage,
  ChatMessageStatus,
  ChatReply,
  Conversation,
  Language,
  ReportSource,
} from '@shared/api/generated/model';
import {
  conversationOf,
  conversationsOf,
  failQuestionBefore,
  failWritingAnswers,
  hasWrittenAnswer,
  insertDemoMessage,
  messagesOf,
  newestWrittenMessages,
  storeAnswerSoFar,
  storeQuestion,
  storeWrittenAnswer,
  trimDemoMessages,
} from '../db/chat';
import { writtenComparison, writtenComparisons, type ComparisonRow } from '../db/comparisons';
import type { Db } from '../db/connect';
import { AiError, type AiProvider, type ChatInput } from '../ai/provider';
import { newId } from '../auth/tokens';
import { chatTitleOf } from '../domain/chat-title';
import { fail, PackageLimitFailure } from '../domain/errors';
import { text } from '../domain/messages';
import { periodOf } from '../domain/period';
import { failureOf, REASON_OF, type StoredFailure } from './ai-failure';
import { syncCatalogue } from './catalogue';
import { toComparison } from './comparisons';
import { modelCallEnded, nextModelCallEnd, takeAnswerCall } from './model-calls';
import { CHAT_LEVEL, refund, reserve } from './packages';
import type { UserRow } from '../db/users';

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
  const row = await conversationOf(db, user.id, id);
  if (!row) throw fail(404, 'conversationNotFound');
  return row;
}

const written = (row: ComparisonRow) => toComparison(row) as WrittenComparison;

/** The user's latest written reports: a report still being written has nothing to discuss yet. */
async function recentComparisons(db: Db, user: UserRow): Promise<WrittenComparison[]> {
  return (await writtenComparisons(db, user.id, COMPARISONS_FOR_CHAT)).map(written);
}

/** The comparison a chat opened from a report is about: the user's own, else 404. */
async function subjectComparison(db: Db, user: UserRow, id: string): Promise<WrittenComparison> {
  const row = await writtenComparison(db, user.id, id);
  if (!row) throw fail(404, 'comparisonNotFound');
  return written(row);
}

/** How long a writer owns an answer without renewing it; a reader that finds it run out fails the answer. */
const LEASE_MS = 15_000;
/** How often a growing answer is stored (readers poll it), and its lease renewed while no text comes. */
const FLUSH_MS = 250;
/** How often an answer waiting for a model call looks again, when no call ends on this instance. */
const CALL_WAIT_MS = 250;

/** The answers this instance is writing, so a stop can end them (they fail as interrupted and are not counted). */
export interface ChatWriters {
  /** Runs one answer's writing in the background; `signal` aborts when the server stops. */
  run(task: (signal: AbortSignal) => Promise<void>): void;
  stop(): Promise<void>;
}

export function chatWriters(): ChatWriters {
  const running = new Map<Promise<void>, AbortController>();
  return {
    run(task) {
      const controller = new AbortController();
      const done: Promise<void> = task(controller.signal)
        .catch(() => undefined)
        .finally(() => running.delete(done));
      running.set(done, controller);
    },
    async stop() {
      for (const controller of running.values()) controller.abort();
      await Promise.allSettled([...running.keys()]);
    },
  };
}

/** Gives back the question of an answer that failed (and the conversation it opened). */
async function refundAnswer(
  db: Db,
  userId: string,
  answer: { usage_period: string | null; opened_conversation: boolean },
) {
  if (!answer.usage_period) return;
  await refund(db, { id: userId }, 'messages', answer.usage_period);
  if (answer.opened_conversation) await refund(db, { id: userId }, 'conversations', answer.usage_period);
}

/**
 * Fails answers still being written, with their questions, and gives each back, in one
 * transaction (a reader never sees a failure that was not yet given back): the one named, or
 * those whose writer stopped without ending them (its lease ran out: a restart, a crash). Each is
 * failed once: the update that changes its status is the one that refunds.
 */
async function failAnswers(
  db: Db,
  userId: string,
  conversationId: string,
  failure: StoredFailure,
  which: { id: string } | 'abandoned',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const failed = await failWritingAnswers(
      trx,
      conversationId,
      JSON.stringify(failure),
      which === 'abandoned' ? { leaseEndedBefore: new Date() } : which,
    );
    for (const answer of failed) {
      // The question an answer replied to fails with it.
      await failQuestionBefore(trx, conversationId, answer.seq);
      await refundAnswer(trx, userId, answer);
    }
  });
}

/**
 * Stores the question and an empty answer being written, answers at once, and writes the answer
 * in the background: the text so far is stored every FLUSH_MS, so a reader of the conversation
 * sees it grow. A failed answer stays as a failure (with its question) until the next message to
 * the conversation (typically that question sent again); it is never counted and never goes to
 * the model as history.
 */
export async function sendMessage(
  db: Db,
  ai: AiProvider,
  writers: ChatWriters,
  user: UserRow,
  input: { conversationId?: string; comparisonId?: string; content: string },
  language: Language,
): Promise<ChatReply> {
  requireChat(user);
  const existing = input.conversationId ? await ownConversation(db, user, input.conversationId) : undefined;
  const subject = input.comparisonId ? await subjectComparison(db, user, input.comparisonId) : undefined;
  if (existing) await failAnswers(db, user.id, existing.id, { reason: 'interrupted' }, 'abandoned');
  // A conversation none of whose answers was written has not been counted (its failures were given back).
  const opensConversation = !existing || !(await hasWrittenAnswer(db, existing.id));
  const period = periodOf();
  if (!(await reserve(db, user, 'messages', period))) throw new PackageLimitFailure('messageLimit');
  if (opensConversation && !(await reserve(db, user, 'conversations', period))) {
    await refund(db, user, 'messages', period);
    throw new PackageLimitFailure('messageLimit');
  }
  const askedAt = new Date();
  const conversationId = existing?.id ?? newId('conv', 8);
  const answerId = newId('msg', 8);
  const history = existing ? await historyOf(db, existing.id) : [];
  const comparisons = await recentComparisons(db, user);
  const source: ReportSource = { engine: ai.engine, ...(ai.model ? { model: ai.model } : {}) };
  await storeQuestion(db, {
    conversationId,
    userId: user.id,
    title: chatTitleOf(input.content),
    existing: existing !== undefined,
    askedAt,
    questionId: newId('msg', 8),
    content: input.content,
    answer: {
      id: answerId,
      source: JSON.stringify(source),
      leaseUntil: new Date(Date.now() + LEASE_MS),
      usagePeriod: period,
      openedConversation: opensConversation,
    },
  });
  writeAnswer(db, ai, writers, {
    userId: user.id,
    conversationId,
    answerId,
    input: { content: input.content, language, history, comparisons, subject },
  });
  return {
    status: 'writing',
    output: '',
    createdAt: askedAt.toISOString(),
    message: { conversationId, id: answerId },
    source,
  };
}

/** The newest written messages, oldest first: failed questions and answers being written are not history. */
async function historyOf(db: Db, conversationId: string): Promise<ChatInput['history']> {
  const rows = await newestWrittenMessages(db, conversationId, HISTORY_LIMIT);
  return rows.reverse().map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }));
}

/** The background half of sendMessage: every end is stored on the answer's row. */
function writeAnswer(
  db: Db,
  ai: AiProvider,
  writers: ChatWriters,
  job: { userId: string; conversationId: string; answerId: string; input: ChatInput },
): void {
  writers.run(async (stopping) => {
    // Also stopped when a write finds the answer ended by someone else (a reader failed it as abandoned).
    const ended = new AbortController();
    const signal = AbortSignal.any([stopping, ended.signal]);
    let text = '';
    let stored = '';
    let renewedAt = Date.now();
    // One write at a time: the text so far when it grew, else a renewed lease while the model thinks.
    let flushing: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      if (text === stored && Date.now() - renewedAt < LEASE_MS / 3) return;
      const content = text;
      renewedAt = Date.now();
      flushing = flushing
        .then(() => storeAnswerSoFar(db, job.answerId, content, new Date(renewedAt + LEASE_MS)))
        .then((stillWriting) => {
          if (!stillWriting) ended.abort();
          stored = content;
        })
        .catch(() => undefined);
    }, FLUSH_MS);
    let calling = false;
    try {
      // The answer waits its turn for one of the model's calls, shared with the reports being written.
      for (;;) {
        const taken = await takeAnswerCall(db, ai.concurrency, job.answerId);
        if (taken === 'taken') break;
        if (taken === 'gone') ended.abort();
        if (signal.aborted) throw new AiError('aborted');
        await nextModelCallEnd(CALL_WAIT_MS, signal);
      }
      calling = true;
      // Answered from the store's catalogue as it is now, as a report is (an import may have changed it).
      await syncCatalogue(db);
      const answer = await ai.chat(job.input, signal, (soFar) => (text = soFar));
      clearInterval(timer);
      await flushing;
      await storeWrittenAnswer(db, {
        id: job.answerId,
        conversationId: job.conversationId,
        output: answer.output,
        source: JSON.stringify(answer.source),
        endedAt: new Date(),
      });
    } catch (error) {
      clearInterval(timer);
      await flushing;
      const kind = error instanceof AiError ? error.kind : 'unavailable';
      const failure: StoredFailure = { reason: kind === 'aborted' ? 'interrupted' : REASON_OF[kind] };
      await failAnswers(db, job.userId, job.conversationId, failure, { id: job.answerId });
    } finally {
      // The answer is no longer `writing`: its call is back in the budget.
      if (calling) modelCallEnded();
    }
  });
}

export async function listConversations(db: Db, user: UserRow): Promise<Conversation[]> {
  requireChat(user);
  const rows = await conversationsOf(db, user.id);
  return rows.map((row) => ({ id: row.id, title: row.title, updatedAt: new Date(row.updated_at).toISOString() }));
}

export async function listMessages(
  db: Db,
  user: UserRow,
  conversationId: string,
  language: Language,
): Promise<ChatDetailMessage[]> {
  requireChat(user);
  await ownConversation(db, user, conversationId);
  await failAnswers(db, user.id, conversationId, { reason: 'interrupted' }, 'abandoned');
  const rows = await messagesOf(db, conversationId);
  return rows.map((row) => ({
    id: row.id,
    role: row.role as ChatDetailMessage['role'],
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status as ChatMessageStatus,
    ...(row.failure && row.role === 'assistant'
      ? { failure: failureOf(row.failure as StoredFailure, language, 'answer') }
      : {}),
    ...(row.source ? { source: row.source as ReportSource } : {}),
  }));
}

/** The public demo chat: the visitor's message is kept (the newest ones only), the reply is canned. */
export async function demoMessage(
  db: Db,
  input: { conversationId: string; content: string },
  language: Language,
): Promise<ChatDetailMessage> {
  await insertDemoMessage(db, input);
  if (Math.random() < 0.02) await trimDemoMessages(db, DEMO_MESSAGES_KEPT);
  return {
    id: newId('msg_demo', 8),
    role: 'assistant',
    content: text('demoReply', language),
    createdAt: new Date().toISOString(),
    status: 'done',
  };
}
