// Comparisons for component tests on the generated handlers: the contract's own example report
// (openapi.yaml) as the base, changed only where a test is about something else. Plus a recorder
// of what goes over the wire, so a test asserts the request a screen sent.
import type { Comparison, ComparisonSummary } from '@/api/generated/model';
import {
  getGetComparisonResponseMock,
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

/** The comparison a run creates: the example report, answering for the items the user asked for. */
export function comparisonFor(query: string, items: string[], overrides: Partial<Comparison> = {}): Comparison {
  const example = exampleComparison();
  return exampleComparison({
    query,
    items,
    ...overrides,
    result: {
      ...example.result,
      items: items.map((name, index) => ({ ...example.result.items[index % example.result.items.length], name })),
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
