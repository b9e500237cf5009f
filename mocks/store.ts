// The mock backend's database. In a browser tab it is persisted to localStorage (so a reload keeps
// your account, history and session); under Vitest and in Node it lives in memory only, and tests
// start each case from the seed via resetMockDb().
//
// Several tabs share one localStorage, so no tab may trust its in-memory copy when it writes:
// every mutate() re-reads the persisted state, folds it into the live objects (handlers hold
// references such as `user` across an await), applies the change and writes it back in the same
// synchronous task. A write that cannot be persisted (quota) is rolled back and throws
// DemoStorageFullError: a handler never answers "saved" for something a reload would lose.
import type {
  ChatDetailMessage,
  Comparison,
  ContactMessage,
  Language,
  PackageName,
  PopularComparison,
} from '@/api/generated/model';
import { DEMO_STORAGE_FULL_EVENT } from '@/lib/demo-events';
import { splitComparisonItems } from '@/lib/compare-items';
import { demoCompare } from './comparison-engine';
import { browserStorage, isBrowserRuntime } from './runtime';
import { createSeed } from './seed';

export const MOCK_DB_STORAGE_KEY = 'kiyasla.mockdb.v2';
/** The first format (full reports inline); read once for migration, then removed. */
const LEGACY_STORAGE_KEY = 'kiyasla.mockdb.v1';

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

/** Persisting a write failed (browser storage full or disabled); the write was rolled back. */
export class DemoStorageFullError extends Error {
  constructor(cause?: unknown) {
    super('The demo storage of this browser is full.', { cause });
    this.name = 'DemoStorageFullError';
  }
}

// ---- compact storage: a report the demo builder reproduces exactly is stored as its request ----

/** What the demo engine needs to write a report again (the items come from the query, as on creation). */
export interface BuildComparisonInput {
  id: string;
  query: string;
  items: string[];
  features: Comparison['features'];
  isDetailed: boolean;
  language: Comparison['language'];
  createdAt: string;
}

interface CompactComparison {
  $build: BuildComparisonInput;
}

/** The record createComparison stores for this input (same fields, same order), or undefined if the engine refuses it. */
export function buildComparison(input: BuildComparisonInput): Comparison | undefined {
  const { id, query, features, isDetailed, language, createdAt } = input;
  const written = demoCompare({ query, items: splitComparisonItems(query), features, isDetailed, language });
  if (!written.ok) return undefined;
  return {
    id,
    query,
    items: written.items,
    features: [...new Set(features)],
    isDetailed,
    createdAt,
    language,
    source: written.source,
    result: written.result,
  };
}
type StoredComparison = Comparison | CompactComparison;

function inputOf(comparison: Comparison): BuildComparisonInput {
  const { id, query, items, features, isDetailed, language, createdAt } = comparison;
  return { id, query, items, features, isDetailed, language, createdAt };
}

// Input → JSON of the rebuilt report. Bounded by the number of distinct reports a demo makes.
const rebuilt = new Map<string, string>();

function rebuiltJson(input: BuildComparisonInput): string {
  const key = JSON.stringify(input);
  let json = rebuilt.get(key);
  if (json === undefined) {
    json = JSON.stringify(buildComparison(input) ?? null);
    rebuilt.set(key, json);
  }
  return json;
}

function compactComparison(comparison: Comparison): StoredComparison {
  const input = inputOf(comparison);
  // Anything the builder would not reproduce (an AI report, a later edit) is stored in full.
  return JSON.stringify(comparison) === rebuiltJson(input) ? { $build: input } : comparison;
}

function expandComparison(stored: StoredComparison): Comparison {
  return '$build' in stored ? (JSON.parse(rebuiltJson(stored.$build)) as Comparison) : stored;
}

function serialize(state: MockDb): string {
  const comparisons: Record<string, StoredComparison[]> = {};
  for (const [userId, list] of Object.entries(state.comparisons)) comparisons[userId] = list.map(compactComparison);
  return JSON.stringify({ ...state, version: 2, comparisons });
}

function deserialize(raw: string): MockDb | null {
  try {
    const parsed = JSON.parse(raw) as Omit<MockDb, 'version' | 'comparisons'> & {
      version: number;
      comparisons: Record<string, StoredComparison[]>;
    };
    if ((parsed?.version !== 1 && parsed?.version !== 2) || !Array.isArray(parsed.users)) return null;
    const comparisons: Record<string, Comparison[]> = {};
    for (const [userId, list] of Object.entries(parsed.comparisons ?? {}))
      comparisons[userId] = list.map(expandComparison);
    return { ...parsed, version: 1, comparisons };
  } catch {
    return null;
  }
}

// ---- reconcile: make the live objects equal to a newer state without replacing them ----

type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(value: Json): string | undefined {
  return isPlainObject(value) && typeof value.id === 'string' ? value.id : undefined;
}

/**
 * Returns `source`'s value, reusing `target`'s objects (matched by key, or by `id` in arrays), so
 * a handler holding e.g. a user object keeps a live reference after another tab's write.
 */
function reconcile(target: Json, source: Json): Json {
  if (Array.isArray(target) && Array.isArray(source)) {
    const byId = new Map<string, Json>();
    for (const item of target) {
      const id = idOf(item);
      if (id !== undefined) byId.set(id, item);
    }
    const next = source.map((item, index) => {
      const id = idOf(item);
      const match = id !== undefined ? byId.get(id) : target[index];
      return match === undefined ? item : reconcile(match, item);
    });
    target.length = 0;
    target.push(...next);
    return target;
  }
  if (isPlainObject(target) && isPlainObject(source)) {
    for (const key of Object.keys(target)) if (!(key in source)) delete target[key];
    for (const [key, value] of Object.entries(source))
      target[key] = key in target ? reconcile(target[key], value) : value;
    return target;
  }
  return source;
}

// ---- the store ----

export interface MockStoreOptions {
  /** Where the state is persisted; null keeps it in memory (Vitest, Node). */
  storage: () => Storage | null;
  seed: () => MockDb;
  /** Called when a write could not be persisted (the browser shows "Reset demo data"). */
  onStorageFull?: (error: DemoStorageFullError) => void;
}

export interface MockStore {
  db(): MockDb;
  mutate<T>(change: (current: MockDb) => T): T;
  reset(): void;
  /** Forget the in-memory copy's freshness: the next read re-reads storage (another tab wrote). */
  invalidate(): void;
}

export function createMockStore(options: MockStoreOptions): MockStore {
  let state: MockDb | null = null;
  // The persisted text this tab last read or wrote: equal means our copy is current.
  let lastRaw: string | null = null;
  let stale = true;

  function readRaw(storage: Storage): string | null {
    return storage.getItem(MOCK_DB_STORAGE_KEY);
  }

  function adopt(next: MockDb): MockDb {
    state = state ? (reconcile(state, next) as MockDb) : next;
    return state;
  }

  function write(storage: Storage, next: MockDb): void {
    const raw = serialize(next);
    try {
      storage.setItem(MOCK_DB_STORAGE_KEY, raw);
    } catch (cause) {
      const error = new DemoStorageFullError(cause);
      options.onStorageFull?.(error);
      throw error;
    }
    lastRaw = raw;
  }

  /** Brings the in-memory copy up to date with storage (seeding or migrating when empty). */
  function refresh(storage: Storage): MockDb {
    const raw = readRaw(storage);
    if (raw !== null && raw === lastRaw && state) return state;
    const loaded = raw !== null ? deserialize(raw) : null;
    if (loaded) {
      lastRaw = raw;
      return adopt(loaded);
    }
    const legacy = storage.getItem(LEGACY_STORAGE_KEY);
    const migrated = (legacy !== null ? deserialize(legacy) : null) ?? options.seed();
    const current = adopt(migrated);
    try {
      write(storage, current);
      storage.removeItem(LEGACY_STORAGE_KEY);
    } catch {
      // Reads still work from memory; the next write reports the full storage.
    }
    return current;
  }

  function db(): MockDb {
    const storage = options.storage();
    if (!storage) return (state ??= options.seed());
    if (stale || !state) {
      stale = false;
      return refresh(storage);
    }
    return state;
  }

  function mutate<T>(change: (current: MockDb) => T): T {
    const storage = options.storage();
    if (!storage) return change(db());
    // Read-modify-write in one synchronous task: another tab's write since our last read is
    // folded in first, so it is never overwritten.
    const current = refresh(storage);
    const result = change(current);
    try {
      write(storage, current);
    } catch (error) {
      // Roll back to what is persisted, so memory never shows what a reload would lose.
      const persisted = lastRaw !== null ? deserialize(lastRaw) : null;
      if (persisted) adopt(persisted);
      throw error;
    }
    return result;
  }

  function reset(): void {
    const storage = options.storage();
    const seed = options.seed();
    if (!storage) {
      state = seed;
      return;
    }
    // Drop the old value first: a full storage must still accept the (smaller) seed.
    storage.removeItem(MOCK_DB_STORAGE_KEY);
    storage.removeItem(LEGACY_STORAGE_KEY);
    state = null;
    lastRaw = null;
    state = seed;
    write(storage, seed);
  }

  return {
    db,
    mutate,
    reset,
    invalidate: () => {
      stale = true;
    },
  };
}

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

const store = createMockStore({
  storage: persistentStorage,
  seed: freshSeed,
  onStorageFull: (error) => {
    if (typeof window !== 'undefined')
      window.dispatchEvent(new CustomEvent(DEMO_STORAGE_FULL_EVENT, { detail: error.message }));
  },
});

// Tabs learn of each other's writes: the next read in this tab re-reads storage.
if (isBrowserRuntime()) {
  window.addEventListener('storage', (event) => {
    if (event.key === MOCK_DB_STORAGE_KEY || event.key === null) store.invalidate();
  });
}

/** The current state. Read-only by convention: change it through mutate(). */
export function db(): MockDb {
  return store.db();
}

/**
 * Applies a change on the current persisted state and persists it; returns what the callback
 * returns. Throws DemoStorageFullError (after rolling back) when the write cannot be saved.
 */
export function mutate<T>(change: (current: MockDb) => T): T {
  return store.mutate(change);
}

/** Restores the seed (tests call this before each case; Settings offers it as "reset demo data"). */
export function resetMockDb(): void {
  store.reset();
}

export function findUserById(id: string): MockUser | undefined {
  return db().users.find((user) => user.id === id);
}

export function findUserByEmail(email: string): MockUser | undefined {
  const wanted = email.trim().toLowerCase();
  return db().users.find((user) => user.email.toLowerCase() === wanted);
}
