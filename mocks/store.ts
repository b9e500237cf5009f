// The mock backend's in-memory database. In a browser tab it is persisted to localStorage after
// every write (so a reload keeps your account, history and session); under Vitest and in Node it
// lives in memory only, and tests start each case from the seed via resetMockDb().
import type {
  ChatDetailMessage,
  Comparison,
  ContactMessage,
  Language,
  PackageName,
  PopularComparison,
} from '@/api/generated/model';
import { browserStorage, isBrowserRuntime } from './runtime';
import { createSeed } from './seed';

export const MOCK_DB_STORAGE_KEY = 'kiyasla.mockdb.v1';

export interface MockUsage {
  compares: number;
  messages: number;
  conversations: number;
}

export interface MockUser {
  id: string;
  email: string;
  name: string;
  /** Plain text: this is a demo backend, never a real credential store. */
  password: string;
  language: Language;
  package_name: PackageName;
  profilePic: string | null;
  phone: string | null;
  linkedin: string | null;
  /** End of the current package period; null for the free package. */
  packageEndDate: string | null;
  usage: MockUsage;
}

export interface MockConversation {
  id: string;
  title: string | null;
  updatedAt: string;
  messages: ChatDetailMessage[];
}

export interface StoredContactMessage extends ContactMessage {
  createdAt: string;
}

export interface StoredDemoMessage {
  conversationId: string;
  content: string;
  createdAt: string;
}

/** A public share link: who owns it and which of their comparisons it shows. */
export interface MockShare {
  userId: string;
  comparisonId: string;
  sharedAt: string;
}

export interface MockDb {
  version: 1;
  users: MockUser[];
  /** token → user id */
  sessions: Record<string, string>;
  /** user id → that user's comparisons (any order; listings sort newest first) */
  comparisons: Record<string, Comparison[]>;
  /** user id → that user's conversations */
  conversations: Record<string, MockConversation[]>;
  contacts: StoredContactMessage[];
  demoMessages: StoredDemoMessage[];
  /** `${userId}:${comparisonId}` → chosen poll option label */
  pollVotes: Record<string, string>;
  popular: PopularComparison[];
  /**
   * share id → the shared comparison. Optional: data persisted before share links existed has no
   * such field; read it through mocks/shares.ts, which treats a missing record as empty.
   */
  shares?: Record<string, MockShare>;
}

let state: MockDb | null = null;
// Building 80+ reports is the slow part of seeding; tests reset before every case, so the seed is
// built once per process and cloned.
let seedCache: MockDb | null = null;

function freshSeed(): MockDb {
  const seed = seedCache ?? createSeed();
  seedCache = seed;
  return structuredClone(seed);
}

function persistentStorage(): Storage | null {
  return isBrowserRuntime() ? browserStorage() : null;
}

function load(): MockDb | null {
  const raw = persistentStorage()?.getItem(MOCK_DB_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as MockDb;
    return parsed?.version === 1 && Array.isArray(parsed.users) ? parsed : null;
  } catch {
    return null;
  }
}

function persist(): void {
  const storage = persistentStorage();
  if (!storage || !state) return;
  try {
    storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Quota exceeded or storage disabled: keep working from memory for this tab.
  }
}

/** The current state. Read-only by convention: change it through mutate(). */
export function db(): MockDb {
  if (!state) {
    state = load() ?? freshSeed();
    persist();
  }
  return state;
}

/** Applies a change and persists it; returns whatever the callback returns. */
export function mutate<T>(change: (current: MockDb) => T): T {
  const result = change(db());
  persist();
  return result;
}

/** Restores the seed (tests call this before each case; Settings offers it as "reset demo data"). */
export function resetMockDb(): void {
  state = freshSeed();
  persist();
}

export function findUserById(id: string): MockUser | undefined {
  return db().users.find((user) => user.id === id);
}

export function findUserByEmail(email: string): MockUser | undefined {
  const wanted = email.trim().toLowerCase();
  return db().users.find((user) => user.email.toLowerCase() === wanted);
}
