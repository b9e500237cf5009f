// The demo world the mock backend starts from: one account per package level (password
// Passw0rd! for all), a comparison history for each, two chats for premium and the popular list.
// Deterministic on purpose (no faker): tests and demos see the same data every time; only the
// dates are relative to "now" so the history always looks recent.
import type { ChatDetailMessage, Comparison, Language, PackageName } from '@/api/generated/model';
import { splitComparisonItems } from '@/lib/compare-items';
import { demoCompare } from './comparison-engine';
import { ADVANCED_MIXES, POPULAR_COMPARISONS, SEED_QUERIES } from './seed-data';
import type { MockConversation, MockDb, MockUser } from './store';
import { SEED_EMAILS, SEED_PASSWORD } from './seed-accounts';

export { SEED_PASSWORD };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SeedAccount {
  key: string;
  email: string;
  name: string;
  language: Language;
  level: PackageName;
  comparisons: number;
  usedCompares: number;
}

const ACCOUNTS: readonly SeedAccount[] = [
  { key: 'free', email: SEED_EMAILS.free, name: 'Deniz Free', language: 'tr', level: 'Level_1', comparisons: 8, usedCompares: 2 },
  { key: 'hobby', email: SEED_EMAILS.hobby, name: 'Hobby User', language: 'en', level: 'Level_2', comparisons: 8, usedCompares: 8 },
  { key: 'standard', email: SEED_EMAILS.standard, name: 'Selin Standard', language: 'tr', level: 'Level_3', comparisons: 60, usedCompares: 13 },
  { key: 'premium', email: SEED_EMAILS.premium, name: 'Premium User', language: 'en', level: 'Level_4', comparisons: 8, usedCompares: 42 },
];

export const SEED_USER_IDS = {
  free: 'usr_free_0001',
  hobby: 'usr_hobby_0002',
  standard: 'usr_standard_0003',
  premium: 'usr_premium_0004',
} as const;

function seedUser(account: SeedAccount, now: number): MockUser {
  const paid = account.level !== 'Level_1';
  return {
    id: SEED_USER_IDS[account.key as keyof typeof SEED_USER_IDS],
    email: account.email,
    name: account.name,
    password: SEED_PASSWORD,
    language: account.language,
    package_name: account.level,
    profilePic: null,
    phone: account.key === 'standard' ? '+90 532 123 45 67' : null,
    linkedin: account.key === 'standard' ? 'https://www.linkedin.com/in/selin-standard' : null,
    packageEndDate: paid ? new Date(now + (10 + account.comparisons) * DAY).toISOString() : null,
    usage: {
      compares: account.usedCompares,
      messages: account.level === 'Level_4' ? 6 : 0,
      conversations: account.level === 'Level_4' ? 2 : 0,
    },
  };
}

function seedComparisons(account: SeedAccount, now: number): Comparison[] {
  const advanced = account.level === 'Level_3' || account.level === 'Level_4';
  // Spread the history over roughly the past six months, newest first.
  const spacing = (180 * DAY) / account.comparisons;
  const offset = ACCOUNTS.indexOf(account) * 7;
  return Array.from({ length: account.comparisons }, (_, index) => {
    const query = SEED_QUERIES[(index * 7 + offset) % SEED_QUERIES.length];
    const mix = advanced ? ADVANCED_MIXES[index % ADVANCED_MIXES.length] : { features: [], isDetailed: false };
    const items = splitComparisonItems(query);
    const written = demoCompare({ query, items, features: mix.features, isDetailed: mix.isDetailed, language: account.language });
    // Seed queries are catalogue pairs, never a refusal; failing loudly keeps it that way.
    if (!written.ok) throw new Error(`Seed query refused: ${query}: ${written.message}`);
    return {
      id: `cmp_${account.key}_${String(index + 1).padStart(3, '0')}`,
      query,
      items: written.items,
      features: mix.features,
      isDetailed: mix.isDetailed,
      createdAt: new Date(now - index * spacing - ((index * 5) % 11) * HOUR - 2 * HOUR).toISOString(),
      language: account.language,
      source: written.source,
      result: written.result,
    };
  });
}

function message(id: string, role: ChatDetailMessage['role'], content: string, at: number): ChatDetailMessage {
  return { id, role, content, createdAt: new Date(at).toISOString() };
}

function seedConversations(now: number): MockConversation[] {
  const t1 = now - 2 * DAY;
  const t2 = now - 9 * DAY;
  return [
    {
      id: 'conv_seed_night_photos',
      title: 'Night photos: iPhone 15 or Galaxy S24?',
      updatedAt: new Date(t1 + 4 * 60_000).toISOString(),
      messages: [
        message('msg_seed_0001', 'user', 'Night photos: iPhone 15 or Galaxy S24? Which one is better in the dark?', t1),
        message(
          'msg_seed_0002',
          'assistant',
          '**Short answer:** the *Galaxy S24* has a slight edge at night.\n\n- Its night mode keeps more detail in dark scenes.\n- The *iPhone 15* gives more natural colours and better night video.\n\nMore tips: https://example.com/guide',
          t1 + 60_000,
        ),
        message('msg_seed_0003', 'user', 'And for video at concerts?', t1 + 3 * 60_000),
        message(
          'msg_seed_0004',
          'assistant',
          'For concert video the **iPhone 15** is the safer pick:\n\n- steadier stabilisation,\n- better audio in loud places,\n- consistent exposure when lights change.',
          t1 + 4 * 60_000,
        ),
      ],
    },
    {
      id: 'conv_seed_student_laptop',
      title: 'Best budget laptop for a student',
      updatedAt: new Date(t2 + 60_000).toISOString(),
      messages: [
        message('msg_seed_0005', 'user', 'Best budget laptop for a student who mostly writes and browses?', t2),
        message(
          'msg_seed_0006',
          'assistant',
          'Focus on **battery life** and a **good keyboard** rather than raw power.\n\n- 8-16 GB RAM is plenty for writing and browsing.\n- An SSD matters more than the processor.\n- Check the weight if you carry it every day.\n\nSee the checklist at https://example.com/guide',
          t2 + 60_000,
        ),
      ],
    },
  ];
}

export function createSeed(): MockDb {
  // Anchor dates to the current hour: stable within a run, always "recent" in a demo.
  const now = Math.floor(Date.now() / HOUR) * HOUR;
  const users = ACCOUNTS.map((account) => seedUser(account, now));
  const comparisons: MockDb['comparisons'] = {};
  ACCOUNTS.forEach((account, index) => {
    comparisons[users[index].id] = seedComparisons(account, now);
  });
  return {
    version: 1,
    users,
    sessions: {},
    comparisons,
    conversations: { [SEED_USER_IDS.premium]: seedConversations(now) },
    contacts: [],
    demoMessages: [],
    pollVotes: {},
    shares: {},
    popular: POPULAR_COMPARISONS.map((p) => ({ ...p, items: [...p.items] })),
  };
}
