// The demo world the mock backend starts from: one account per package level (password
// Passw0rd! for all), a comparison history for each, two chats for premium and the popular list.
// Deterministic on purpose (no faker): tests and demos see the same data every time; only the
// dates are relative to "now" so the history always looks recent.
import type { ChatDetailMessage, Comparison, Language, PackageName } from '@/api/generated/model';
import { splitComparisonItems } from '@/lib/compare-items';
import { demoChat, demoCompare } from './comparison-engine';
import { ADVANCED_MIXES, POPULAR_COMPARISONS, SEED_QUERIES } from './seed-data';
import type { MockConversation, MockDb, MockUser } from './store';
import { SEED_EMAILS, SEED_PASSWORD } from '../server/db/demo-accounts';

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
  {
    key: 'free',
    email: SEED_EMAILS.free,
    name: 'Deniz Free',
    language: 'tr',
    level: 'Level_1',
    comparisons: 8,
    usedCompares: 2,
  },
  {
    key: 'hobby',
    email: SEED_EMAILS.hobby,
    name: 'Hobby User',
    language: 'en',
    level: 'Level_2',
    comparisons: 8,
    usedCompares: 8,
  },
  {
    key: 'standard',
    email: SEED_EMAILS.standard,
    name: 'Selin Standard',
    language: 'tr',
    level: 'Level_3',
    comparisons: 60,
    usedCompares: 13,
  },
  {
    key: 'premium',
    email: SEED_EMAILS.premium,
    name: 'Premium User',
    language: 'en',
    level: 'Level_4',
    comparisons: 8,
    usedCompares: 42,
  },
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
    const written = demoCompare({
      query,
      items,
      features: mix.features,
      isDetailed: mix.isDetailed,
      language: account.language,
    });
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

/**
 * The premium account's two chats, written by the demo engine itself (demo/chat) from the
 * account's seeded comparisons, exactly as the assistant would answer them today: what the demo
 * shows is what the demo does, links included (they only go into the app).
 */
function seedConversations(now: number, comparisons: Comparison[]): MockConversation[] {
  const newestFirst = [...comparisons].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  let counter = 0;
  const conversation = (id: string, title: string, questions: string[], start: number): MockConversation => {
    const messages: ChatDetailMessage[] = [];
    questions.forEach((content, index) => {
      const history = messages.map((m) => ({
        role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
        content: m.content,
      }));
      const { output } = demoChat({ content, language: 'en', history, comparisons: newestFirst });
      const at = start + index * 3 * 60_000;
      messages.push(
        {
          id: `msg_seed_${String((counter += 1)).padStart(4, '0')}`,
          role: 'user',
          content,
          createdAt: new Date(at).toISOString(),
        },
        {
          id: `msg_seed_${String((counter += 1)).padStart(4, '0')}`,
          role: 'assistant',
          content: output,
          createdAt: new Date(at + 60_000).toISOString(),
        },
      );
    });
    return { id, title, updatedAt: messages[messages.length - 1].createdAt, messages };
  };
  return [
    conversation(
      'conv_seed_night_photos',
      'Night photos: iPhone 15 or Galaxy S24?',
      [
        'Night photos: iPhone 15 or Galaxy S24? Which one is better in the dark?',
        'How does the iPhone 15 do on camera?',
      ],
      now - 2 * DAY,
    ),
    conversation(
      'conv_seed_student_laptop',
      'Best budget laptop for a student',
      [
        'Best budget laptop for a student who mostly writes and browses?',
        'Is the ThinkPad X1 Carbon or the MacBook Pro 14 better for a student?',
      ],
      now - 9 * DAY,
    ),
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
    conversations: { [SEED_USER_IDS.premium]: seedConversations(now, comparisons[SEED_USER_IDS.premium]) },
    contacts: [],
    demoMessages: [],
    pollVotes: {},
    shares: {},
    popular: POPULAR_COMPARISONS.map((p) => ({ ...p, items: [...p.items] })),
  };
}
