import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import {
  createComparison,
  getComparison,
  listComparisons,
  listPopularComparisons,
  voteInPoll,
} from '@/api/generated/query/comparisons/comparisons';
import { getMyPackage } from '@/api/generated/query/packages/packages';
import { LATENCY_STORAGE_KEY } from '../latency';
import { db, mutate } from '../store';
import { expectApiError, signIn, setRequestLanguage } from './test-utils';

const FEATURE_403 = 'This feature is not active in your current package. Upgrade your package for more features.';

describe('POST /api/comparisons', () => {
  it('creates, stores and counts a comparison in the request language', async () => {
    await signIn('standard', 'tr');
    const before = await getMyPackage();
    // Both items must be ones the demo engine knows: "Kobo" alone is a brand, not a model, and
    // is reported as unidentified rather than given an invented price.
    const created = await createComparison({
      query: 'Kindle ile Kobo Clara 2E',
      features: ['price'],
      isDetailed: true,
    });
    expect(created).toMatchObject({
      query: 'Kindle ile Kobo Clara 2E',
      items: ['Kindle', 'Kobo Clara 2E'],
      language: 'tr',
      features: ['price'],
    });
    expect(created.source).toMatchObject({ engine: 'demo', data_as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(created.result.pricing_analysis).toHaveLength(2);
    expect(created.result.design_analysis).toBeUndefined();
    expect(created.result.summary).toContain('karşılaştırıldı');
    expect((await getMyPackage()).remaining_compares).toBe((before.remaining_compares as number) - 1);
    const page = await listComparisons({ limit: 1 });
    expect(page.items[0]).toMatchObject({ id: created.id, summary: created.result.summary });
    await expect(getComparison(created.id)).resolves.toMatchObject({ id: created.id, language: 'tr' });
  });

  it('rejects fewer than two items with 422 in both languages', async () => {
    await signIn('free', 'en');
    const error = await expectApiError(
      createComparison({ query: 'iPhone 15', features: [], isDetailed: false }),
      422,
      'Please enter at least two items for comparison.',
    );
    expect(error.fieldErrors[0].field).toBe('query');
    setRequestLanguage('tr');
    await expectApiError(
      createComparison({ query: 'iPhone vs iphone', features: [], isDetailed: false }),
      422,
      'Lütfen karşılaştırma için en az iki öğe girin.',
    );
  });

  it('refuses the same item under two names with 422 on the query, in both languages, and counts nothing', async () => {
    const { user } = await signIn('premium', 'en');
    const used = db().users.find((u) => u.id === user.id)!.usage.compares;
    const error = await expectApiError(
      createComparison({ query: 'PS5 vs PlayStation 5', features: [], isDetailed: false }),
      422,
    );
    expect(error.serverMessage).toMatch(/same item twice/);
    expect(error.fieldErrors).toEqual([{ field: 'query', message: expect.stringMatching(/same item twice/) }]);
    setRequestLanguage('tr');
    expect(
      (await expectApiError(createComparison({ query: 'PS5 ile PlayStation 5', features: [], isDetailed: false }), 422))
        .serverMessage,
    ).toMatch(/aynı öğe iki kez/);
    expect(db().users.find((u) => u.id === user.id)!.usage.compares).toBe(used);
  });

  it('admits unknown items instead of inventing them', async () => {
    await signIn('premium', 'en');
    const created = await createComparison({ query: 'asdfgh vs qwerty', features: [], isDetailed: false });
    expect(created.result.unidentified_items).toEqual(['asdfgh', 'qwerty']);
    expect(created.result.items).toEqual([{ name: 'asdfgh' }, { name: 'qwerty' }]);
    expect(created.result.poll).toBeUndefined();
    expect(created.result.summary).toMatch(/could not identify/);
  });

  it('seeds each account’s history in its language, from the catalogue, marked as demo', async () => {
    await signIn('standard', 'tr');
    const comparison = await getComparison('cmp_standard_001');
    expect(comparison).toMatchObject({ language: 'tr', source: { engine: 'demo' } });
    expect(comparison.result.summary).toMatch(/karşılaştırıldı|Genel değerlendirmede/);
    expect(comparison.result.unidentified_items).toBeUndefined();
  });

  it('rejects more than six items with 422', async () => {
    await signIn('premium');
    await expectApiError(createComparison({ query: 'a, b, c, d, e, f, g', features: [], isDetailed: false }), 422);
  });

  it('forbids features on Level_1 and the detailed level on Level_2 (403)', async () => {
    await signIn('free');
    await expectApiError(
      createComparison({ query: 'PS5 or Xbox', features: ['price'], isDetailed: false }),
      403,
      FEATURE_403,
    );
    await signIn('hobby', 'tr');
    await expectApiError(
      createComparison({ query: 'PS5 or Xbox', features: [], isDetailed: true }),
      403,
      'Bu özellik mevcut paketinizde aktif değil. Daha fazla özellik için paketinizi yükseltin.',
    );
    await expect(createComparison({ query: 'PS5 or Xbox', features: [], isDetailed: false })).resolves.toMatchObject({
      isDetailed: false,
    });
  });

  it('answers 429 once the package limit is used up', async () => {
    const { user } = await signIn('free');
    mutate((state) => {
      state.users.find((u) => u.id === user.id)!.usage.compares = 5;
    });
    await expectApiError(
      createComparison({ query: 'Netflix vs Disney+', features: [], isDetailed: false }),
      429,
      'You have reached the comparison limit of your package. Upgrade your package for more.',
    );
  });

  it('does not store or count a comparison whose request was aborted', async () => {
    const { token, user } = await signIn('standard');
    localStorage.setItem(LATENCY_STORAGE_KEY, '300');
    const count = db().comparisons[user.id].length;
    const used = db().users.find((u) => u.id === user.id)!.usage.compares;
    const controller = new AbortController();
    // The mock's clock is ours: the request is cancelled while the handler waits out its latency,
    // then every pending timer (that latency included, if the abort were ignored) runs to its end
    // before the store is checked — no guessed sleep.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/comparisons') controller.abort();
    });
    // axios (XHR under jsdom) does not forward aborts to MSW's request.signal, fetch does; the
    // handler is the same code path the browser's worker runs.
    const pending = fetch(`${location.origin}/api/comparisons`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'Kindle vs Kobo', features: [], isDetailed: false }),
      signal: controller.signal,
    });
    await expect(pending).rejects.toBeTruthy();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    server.events.removeAllListeners();
    expect(db().comparisons[user.id]).toHaveLength(count);
    expect(db().users.find((u) => u.id === user.id)!.usage.compares).toBe(used);
  });

  it('honours the kiyasla.mockLatency override', async () => {
    await signIn('premium');
    localStorage.setItem(LATENCY_STORAGE_KEY, '150');
    const started = Date.now();
    await createComparison({ query: 'Kindle vs Kobo', features: [], isDetailed: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('GET /api/comparisons (history)', () => {
  it('pages through 60 comparisons newest first with an opaque cursor', async () => {
    await signIn('standard');
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listComparisons({ limit: 20, ...(cursor ? { cursor } : {}) });
      pages += 1;
      expect(page.total).toBe(60);
      expect(page.items).toHaveLength(20);
      expect(page.hasMore).toBe(pages < 3);
      seen.push(...page.items.map((i) => i.createdAt));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(new Set(seen).size).toBe(60);
  });

  it('defaults to 20 per page and rejects a limit over 50 (422)', async () => {
    await signIn('standard');
    const page = await listComparisons();
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
    await expectApiError(listComparisons({ limit: 51 }), 422);
  });

  it('searches the query and item names case-insensitively', async () => {
    await signIn('standard');
    const page = await listComparisons({ search: 'IPHONE', limit: 50 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(60);
    for (const item of page.items) expect(item.query.toLowerCase()).toContain('iphone');
    const none = await listComparisons({ search: 'zzz-no-match' });
    expect(none).toEqual({ items: [], hasMore: false, nextCursor: null, total: 0 });
  });

  it('seeds 8 comparisons for the other accounts', async () => {
    await signIn('hobby');
    const page = await listComparisons({ limit: 5 });
    expect(page).toMatchObject({ total: 8, hasMore: true, nextCursor: '5' });
    expect(page.items.every((i) => !i.isDetailed && i.features.length === 0)).toBe(true);
  });
});

describe('GET /api/comparisons/{id} and polls', () => {
  it('hides other users comparisons (404)', async () => {
    await signIn('free');
    await expectApiError(getComparison('cmp_standard_001'), 404, 'Comparison not found.');
  });

  it('moves the vote when the user votes again', async () => {
    await signIn('standard');
    const comparison = await getComparison('cmp_standard_001');
    const base = comparison.result.poll!;
    expect(base.user_vote).toBeNull();
    const [a, b] = base.options;
    const first = await voteInPoll(comparison.id, { option: a.label });
    expect(first.user_vote).toBe(a.label);
    expect(first.options[0].votes).toBe(a.votes + 1);
    expect(first.total_votes).toBe(base.total_votes + 1);
    const second = await voteInPoll(comparison.id, { option: b.label });
    expect(second.user_vote).toBe(b.label);
    expect(second.options[0].votes).toBe(a.votes);
    expect(second.options[1].votes).toBe(b.votes + 1);
    expect(second.total_votes).toBe(base.total_votes + 1);
    await expect(getComparison(comparison.id)).resolves.toMatchObject({ result: { poll: { user_vote: b.label } } });
  });

  it('rejects an option that is not in the poll (422)', async () => {
    await signIn('standard');
    const error = await expectApiError(voteInPoll('cmp_standard_001', { option: 'Something else' }), 422);
    expect(error.fieldErrors[0].field).toBe('option');
  });

  it('lists the nine popular comparisons publicly, most voted first', async () => {
    const popular = await listPopularComparisons();
    expect(popular).toHaveLength(9);
    expect(popular[0]).toMatchObject({
      query: 'iPhone 15 vs Samsung Galaxy S24',
      items: ['iPhone 15', 'Samsung Galaxy S24'],
    });
    expect(popular.map((p) => p.votes)).toEqual([...popular.map((p) => p.votes)].sort((x, y) => y - x));
  });
});
