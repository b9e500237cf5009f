// The demo world on an empty database (unless SEED_DEMO=false): the four accounts of the README's
// "Demo accounts" table, one per package level, each with a short history written by the demo
// engine, some of this month's usage already spent, and two chats for the Premium account.
import { sql } from 'kysely';
import type { Language, PackageName } from '@shared/api/generated/model';
import { foldCase, splitComparisonItems } from '@shared/compare-items';
import { SEED_EMAILS, SEED_PASSWORD } from './demo-accounts';
import { hashPassword } from '../auth/passwords';
import { newId } from '../auth/tokens';
import { EXAMPLE_IDS } from './example-ids';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the one module of it the server may use
import { CATALOGUE_DATA, demoChat, demoCompare, type WrittenComparison } from '../../demo/index';
import { catalogueIsEmpty, catalogueRows, writeCatalogue } from './catalogue';
import { periodOf } from '../domain/period';
import type { Db } from './connect';
import { SCHEMA_LOCK } from './migrate';

const DAY = 86_400_000;

const ACCOUNTS: {
  key: keyof typeof SEED_EMAILS;
  name: string;
  language: Language;
  level: PackageName;
  usedCompares: number;
  phone?: string;
  linkedin?: string;
}[] = [
  { key: 'free', name: 'Deniz Free', language: 'tr', level: 'Level_1', usedCompares: 2 },
  { key: 'hobby', name: 'Hobby User', language: 'en', level: 'Level_2', usedCompares: 8 },
  {
    key: 'standard',
    name: 'Selin Standard',
    language: 'tr',
    level: 'Level_3',
    usedCompares: 13,
    phone: '+90 532 123 45 67',
    linkedin: 'https://www.linkedin.com/in/selin-standard',
  },
  { key: 'premium', name: 'Premium User', language: 'en', level: 'Level_4', usedCompares: 42 },
];

/** Every account's history, oldest last; every item is in the demo catalogue (server/tests/seed-content.test.ts). */
export const SEED_QUERIES = [
  'iPhone 15 vs Samsung Galaxy S24',
  'PlayStation 5 vs Xbox Series X',
  'Netflix, Disney+ ve HBO Max',
  'Kindle Paperwhite vs Kobo Clara 2E',
];

// The Premium account's two chats, written by the demo engine itself from the account's seeded
// comparisons, so the seed never states a fact the demo cannot back.
const CONVERSATIONS = [
  {
    title: 'Night photos: iPhone 15 or Galaxy S24?',
    daysAgo: 2,
    questions: [
      'Night photos: iPhone 15 or Galaxy S24? Which one is better in the dark?',
      'How does the iPhone 15 do on camera?',
    ],
  },
  {
    title: 'Best budget laptop for a student',
    daysAgo: 9,
    questions: [
      'Best budget laptop for a student who mostly writes and browses?',
      'Is the ThinkPad X1 Carbon or the MacBook Pro 14 better for a student?',
    ],
  },
];

/** A conversation's messages, the demo engine answering each question in turn. */
function demoConversation(questions: string[], comparisons: WrittenComparison[]): ['user' | 'assistant', string][] {
  const messages: ['user' | 'assistant', string][] = [];
  for (const content of questions) {
    const history = messages.map(([role, text]) => ({ role, content: text }));
    const { output } = demoChat({ content, language: 'en', history, comparisons });
    messages.push(['user', content], ['assistant', output]);
  }
  return messages;
}

/** Seeds once: under the schema lock, and only while there is no user at all. Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  // Every start but the first finds users: it returns before paying for a scrypt hash (a warm
  // `npm run dev` or restart). The locked check below is the one that decides.
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
  // Hashed outside the transaction, so the schema lock is not held through scrypt.
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK})`.execute(trx);
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return false;
    const premiumComparisons: WrittenComparison[] = [];
    for (const account of ACCOUNTS) {
      const userId = `usr_${account.key}_seed`;
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: SEED_EMAILS[account.key],
          email_key: SEED_EMAILS[account.key],
          name: account.name,
          password_hash: passwordHash,
          language: account.language,
          package_name: account.level,
          phone: account.phone ?? null,
          linkedin: account.linkedin ?? null,
          package_end_date: account.level === 'Level_1' ? null : new Date(now + 20 * DAY),
        })
        .execute();
      const advanced = account.level === 'Level_3' || account.level === 'Level_4';
      for (const [index, query] of SEED_QUERIES.entries()) {
        const features = advanced && index % 2 === 0 ? (['price', 'performance'] as const) : ([] as const);
        const isDetailed = advanced && index === 0;
        const outcome = demoCompare({
          query,
          items: splitComparisonItems(query),
          features: [...features],
          isDetailed,
          language: account.language,
        });
        if (!outcome.ok) continue;
        const comparisonId = account.level === 'Level_4' && index === 0 ? EXAMPLE_IDS.comparison : newId('cmp');
        const createdAt = new Date(now - (index * 11 + 1) * DAY);
        if (account.level === 'Level_4') {
          premiumComparisons.push({
            id: comparisonId,
            query,
            items: outcome.items,
            features: [...features],
            isDetailed,
            createdAt: createdAt.toISOString(),
            language: account.language,
            source: outcome.source,
            status: 'done',
            finishedAt: createdAt.toISOString(),
            result: outcome.result,
          });
        }
        await trx
          .insertInto('comparisons')
          .values({
            id: comparisonId,
            user_id: userId,
            query,
            items: JSON.stringify(outcome.items),
            features: JSON.stringify(features),
            is_detailed: isDetailed,
            language: account.language,
            result: JSON.stringify(outcome.result),
            source: JSON.stringify(outcome.source),
            search_text: foldCase([query, ...outcome.items].join('\n')),
            created_at: createdAt,
            status: 'done',
            finished_at: createdAt,
          })
          .execute();
      }
      const chats = account.level === 'Level_4' ? CONVERSATIONS.length : 0;
      await trx
        .insertInto('usage_counters')
        .values({
          user_id: userId,
          period: periodOf(),
          compares: account.usedCompares,
          messages: account.level === 'Level_4' ? CONVERSATIONS.flatMap((c) => c.questions).length : 0,
          conversations: chats,
        })
        .execute();
    }
    // The comparisons newest first, as the assistant is handed them.
    const newestFirst = premiumComparisons.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
    for (const [index, conversation] of CONVERSATIONS.entries()) {
      const started = now - conversation.daysAgo * DAY;
      const id = index === 0 ? EXAMPLE_IDS.conversation : newId('conv', 8);
      const messages = demoConversation(conversation.questions, newestFirst);
      await trx
        .insertInto('conversations')
        .values({
          id,
          user_id: 'usr_premium_seed',
          title: conversation.title,
          created_at: new Date(started),
          updated_at: new Date(started + (messages.length - 1) * 60_000),
        })
        .execute();
      for (const [index, [role, content]] of messages.entries()) {
        await trx
          .insertInto('chat_messages')
          .values({
            id: newId('msg', 8),
            conversation_id: id,
            role,
            content,
            created_at: new Date(started + index * 60_000),
            // The demo engine wrote these answers, and the chat says so as it does for a new one.
            ...(role === 'assistant' ? { source: JSON.stringify({ engine: 'demo' }) } : {}),
          })
          .execute();
      }
    }
    return true;
  });
}

/**
 * Fills the catalogue store from the data files (catalogue/*.yaml) while it is empty: under the
 * schema lock, so concurrent starts fill it once. Product data, like the packages: filled even
 * when the demo accounts are not (SEED_DEMO=false). Returns whether it filled the store.
 */
export async function seedCatalogue(db: Db): Promise<boolean> {
  if (!(await catalogueIsEmpty(db))) return false;
  // The files as the demo engine read them when it loaded (parsing them again costs a second or two).
  const rows = catalogueRows(CATALOGUE_DATA);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK})`.execute(trx);
    if (!(await catalogueIsEmpty(trx))) return false;
    await writeCatalogue(trx, { insert: rows, update: {}, delete: {} });
    return true;
  });
}
