// The persisted store under several tabs: each "tab" is its own createMockStore over one shared
// Storage, as two browser tabs share localStorage.
import { describe, expect, it } from 'vitest';
import { createSeed } from './seed';
import { DemoStorageFullError, MOCK_DB_STORAGE_KEY, buildComparison, createMockStore, type MockDb } from './store';

/** A Storage with a quota, like a browser's (setItem throws QuotaExceededError past it). */
class QuotaStorage implements Storage {
  private items = new Map<string, string>();
  constructor(public quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const seed = createSeed();
const tab = (storage: Storage) => createMockStore({ storage: () => storage, seed: () => structuredClone(seed) });
const FREE = 'usr_free_0001';

function report(id: string) {
  const comparison = buildComparison({
    id,
    query: 'iPhone 15 vs Pixel 8',
    items: ['iPhone 15', 'Pixel 8'],
    features: [],
    isDetailed: true,
    language: 'en',
    createdAt: '2026-01-01T10:00:00.000Z',
  });
  if (!comparison) throw new Error('the demo engine refused the test query');
  return comparison;
}

function addComparison(state: MockDb, id: string) {
  (state.comparisons[FREE] ??= []).unshift(report(id));
}

describe('mock store across tabs', () => {
  it('keeps both writes whichever tab writes first (no stale copy overwrites another tab)', () => {
    const storage = new QuotaStorage();
    const a = tab(storage);
    const b = tab(storage);
    // Both tabs have loaded the state before either writes, as two open tabs do.
    a.db();
    b.db();
    a.mutate((state) => addComparison(state, 'cmp_tab_a'));
    b.mutate((state) => {
      state.users.find((u) => u.id === FREE)!.name = 'Renamed in B';
    });
    a.mutate((state) => {
      state.users.find((u) => u.id === FREE)!.phone = '+90 555 111 22 33';
    });
    const fresh = tab(storage).db();
    const user = fresh.users.find((u) => u.id === FREE)!;
    expect(user).toMatchObject({ name: 'Renamed in B', phone: '+90 555 111 22 33' });
    expect(fresh.comparisons[FREE].map((c) => c.id)).toContain('cmp_tab_a');
  });

  it("lets a handler keep its user reference across another tab's write (read, await, mutate)", () => {
    const storage = new QuotaStorage();
    const a = tab(storage);
    const b = tab(storage);
    const userInA = a.db().users.find((u) => u.id === FREE)!;
    b.mutate((state) => {
      state.users.find((u) => u.id === FREE)!.usage.compares += 1;
      state.sessions.tok_b = FREE;
    });
    // Tab A resumes its handler: it changes the object it read before B's write.
    a.mutate((state) => {
      userInA.usage.compares += 1;
      state.sessions.tok_a = FREE;
    });
    const fresh = tab(storage).db();
    expect(fresh.users.find((u) => u.id === FREE)!.usage.compares).toBe(
      seed.users.find((u) => u.id === FREE)!.usage.compares + 2,
    );
    expect(Object.keys(fresh.sessions).sort()).toEqual(['tok_a', 'tok_b']);
  });

  it('keeps every write of many interleaved writers', () => {
    const storage = new QuotaStorage();
    const tabs = [tab(storage), tab(storage), tab(storage)];
    tabs.forEach((t) => t.db());
    for (let i = 0; i < 30; i += 1) {
      tabs[i % 3].mutate((state) => {
        state.contacts.push({
          name: `n${i}`,
          email: 'a@example.com',
          message: String(i),
          createdAt: '2026-01-01T00:00:00Z',
        });
      });
    }
    expect(
      tab(storage)
        .db()
        .contacts.map((c) => c.message),
    ).toEqual(Array.from({ length: 30 }, (_, i) => String(i)));
  });

  it('fails a write that cannot be persisted, rolls it back and keeps what was saved', () => {
    const storage = new QuotaStorage();
    const a = tab(storage);
    a.mutate((state) => addComparison(state, 'cmp_saved'));
    const used = storage.getItem(MOCK_DB_STORAGE_KEY)!.length + MOCK_DB_STORAGE_KEY.length;
    storage.quota = used + 50;
    const user = a.db().users.find((u) => u.id === FREE)!;
    expect(() =>
      a.mutate((state) => {
        state.contacts.push({
          name: 'x'.repeat(50),
          email: 'a@example.com',
          message: 'y'.repeat(200),
          createdAt: '2026-01-01T00:00:00Z',
        });
        user.name = 'Not saved';
      }),
    ).toThrow(DemoStorageFullError);
    // Memory shows exactly what a reload shows.
    expect(a.db().contacts).toHaveLength(0);
    expect(user.name).toBe(seed.users.find((u) => u.id === FREE)!.name);
    expect(tab(storage).db().comparisons[FREE][0].id).toBe('cmp_saved');
    // Reset frees the space: the seed always fits where the state was.
    a.reset();
    expect(a.db().comparisons[FREE].some((c) => c.id === 'cmp_saved')).toBe(false);
  });

  it('stores a rebuildable report as its request, and anything else in full', () => {
    const storage = new QuotaStorage();
    const a = tab(storage);
    a.mutate((state) => {
      addComparison(state, 'cmp_compact');
      const edited = report('cmp_edited');
      edited.result.summary = 'Written by a real model';
      state.comparisons[FREE].unshift(edited);
    });
    const raw = storage.getItem(MOCK_DB_STORAGE_KEY)!;
    const full = JSON.stringify(a.db());
    expect(raw.length).toBeLessThan(full.length / 4);
    const fresh = tab(storage).db();
    expect(fresh.comparisons[FREE].find((c) => c.id === 'cmp_compact')).toEqual(report('cmp_compact'));
    expect(fresh.comparisons[FREE].find((c) => c.id === 'cmp_edited')!.result.summary).toBe('Written by a real model');
  });

  it('migrates the first storage format', () => {
    const storage = new QuotaStorage();
    const legacy = structuredClone(seed);
    legacy.users[0].name = 'From v1';
    storage.setItem('kiyasla.mockdb.v1', JSON.stringify(legacy));
    expect(tab(storage).db().users[0].name).toBe('From v1');
    expect(storage.getItem('kiyasla.mockdb.v1')).toBeNull();
  });
});
