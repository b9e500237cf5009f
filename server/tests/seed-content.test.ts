// The demo world reads right: the popular comparisons the server lists and every seeded history
// are made of demo-catalogue items and keep every report rule, in both languages; every demo
// account gets its whole history.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Language } from '@shared/api/generated/model';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias
import type { WrittenComparison as Comparison } from '../../demo/index';
import { splitComparisonItems } from '@shared/compare-items';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; its rule checker judges the seed
import { demoCompare } from '../../demo/index';
// eslint-disable-next-line no-restricted-imports -- see above
import { brokenRules } from '../../demo/report/report-rules';
import { SEED_EMAILS } from '../db/demo-accounts';
import { SEED_QUERIES } from '../db/seed';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function comparison(query: string, language: Language): Comparison {
  const outcome = demoCompare({ query, items: splitComparisonItems(query), features: [], isDetailed: true, language });
  if (!outcome.ok) throw new Error(`${query}: ${outcome.message}`);
  return {
    id: 'cmp_t',
    query,
    items: outcome.items,
    features: [],
    isDetailed: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    language,
    source: outcome.source,
    status: 'done',
    result: outcome.result,
  };
}

it('the popular comparisons and the seed queries are catalogue items and keep every rule in both languages', async () => {
  const popular = await server.call('GET', '/api/popular-comparisons');
  const queries = [...popular.body.data.map((entry: { query: string }) => entry.query), ...SEED_QUERIES];
  expect(queries.length).toBe(popular.body.data.length + SEED_QUERIES.length);
  const problems: string[] = [];
  for (const query of queries) {
    for (const language of ['en', 'tr'] as const) {
      const c = comparison(query, language);
      if (c.result.unidentified_items) problems.push(`${query} (${language}): unknown ${c.result.unidentified_items}`);
      for (const broken of brokenRules(c, splitComparisonItems(query).length))
        problems.push(`${query} (${language}): ${broken}`);
    }
  }
  expect(problems).toEqual([]);
}, 60_000);

it('every demo account has the whole seeded history, each report keeping the rules', async () => {
  for (const email of Object.values(SEED_EMAILS)) {
    const token = await server.login(email);
    const list = await server.call('GET', '/api/comparisons?limit=50', { token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.items.map((c: Comparison) => c.query).sort(), email).toEqual([...SEED_QUERIES].sort());
    for (const { id } of list.body.data.items as { id: string }[]) {
      const c: Comparison = (await server.call('GET', `/api/comparisons/${id}`, { token })).body.data;
      expect(c.result.unidentified_items, `${email}: ${c.query}`).toBeUndefined();
      expect(brokenRules(c, c.items.length), `${email}: ${c.query}`).toEqual([]);
    }
  }
  expect(server.violations).toEqual([]);
});
