// Comparisons for component tests on the generated handlers: the contract's own example report
// (openapi.yaml) as the base, changed only where a test is about something else. Plus a recorder
// of what goes over the wire, so a test asserts the request a screen sent.
import type { Comparison, ComparisonPage, ComparisonSummary } from '@shared/api/generated/model';
import {
  getGetComparisonResponseMock,
  getListComparisonsMockHandler,
  getListComparisonsResponseMock,
} from '@/api/generated/query/comparisons/comparisons.msw';
import { server } from '@mocks/node';

/** The contract's example comparison, not shared unless the test says so. */
export function exampleComparison(overrides: Partial<Comparison> = {}): Comparison {
  const example = getGetComparisonResponseMock().data as Comparison;
  return { ...example, shareId: null, ...overrides };
}

/** A history row of the contract's example list (the first, a detailed one with every feature). */
export function exampleSummary(overrides: Partial<ComparisonSummary> = {}): ComparisonSummary {
  const [first] = getListComparisonsResponseMock().data?.items ?? [];
  if (!first) throw new Error("openapi.yaml's comparison list example has no item");
  return { ...first, shareId: null, ...overrides };
}

/**
 * `count` history rows, newest first, each its own query ("Product 1A vs Product 1B", …) on the
 * example row's shape.
 */
export function historyEntries(count: number, overrides: Partial<ComparisonSummary> = {}): ComparisonSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const items = [`Product ${n}A`, `Product ${n}B`];
    return exampleSummary({
      id: `cmp_history_${n}`,
      query: items.join(' vs '),
      items,
      createdAt: new Date(Date.UTC(2025, 8, 15, 10) - index * 3_600_000).toISOString(),
      ...overrides,
    });
  });
}

/**
 * GET /api/comparisons answering these rows in pages of `pageSize`: the first page without a
 * cursor, each next one at the `nextCursor` the previous page gave ("page_2", …). The rows are the
 * test's own; no search or ownership rule is re-implemented here.
 */
export function answerHistory(entries: ComparisonSummary[], pageSize = 20, total = entries.length) {
  const pageAt = (index: number): ComparisonPage => {
    const items = entries.slice(index * pageSize, (index + 1) * pageSize);
    const hasMore = (index + 1) * pageSize < entries.length;
    return { items, hasMore, nextCursor: hasMore ? `page_${index + 2}` : null, total };
  };
  return getListComparisonsMockHandler(({ request }) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    const index = cursor ? Number(cursor.replace('page_', '')) - 1 : 0;
    return { success: true, data: pageAt(index) };
  });
}

/** The comparison a run creates: the example report, answering for the items the user asked for. */
export function comparisonFor(query: string, items: string[], overrides: Partial<Comparison> = {}): Comparison {
  const example = exampleComparison();
  const result = example.result;
  if (!result) throw new Error("openapi.yaml's example comparison has no result");
  return exampleComparison({
    query,
    items,
    ...overrides,
    result: {
      ...result,
      items: items.map((name, index) => ({ ...result.items[index % result.items.length], name })),
    },
  });
}

/**
 * The JSON bodies of the requests to one method and path the screen sends from now on, in order
 * (each is added once read). `server.events.removeAllListeners()` in afterEach stops it.
 */
export function captureBodies<T = unknown>(method: string, path: string): T[] {
  const bodies: T[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: T) => bodies.push(body));
  });
  return bodies;
}

/** The bodies of POST /api/comparisons: what a run asked for. */
export function captureCompareBodies(): { query: string; features: string[]; isDetailed: boolean }[] {
  return captureBodies('POST', '/api/comparisons');
}

/** "METHOD /path?query" of every /api request the screen sends from now on, in order. */
export function captureRequests(): string[] {
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return requests;
}
