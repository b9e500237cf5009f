/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; each test asserts the shape it needs */
// A report stored before its lists had bounds (a model's 2,500 use cases, 5.66 MB) is served
// within the contract's maxItems: to its owner, and through its public share link.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { foldCase } from '@shared/compare-items';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(SEED_EMAILS.standard);
});
afterAll(async () => {
  await server?.close();
});

it('an oversized stored report is served cut to the contract’s bounds, to its owner and by its share link', async () => {
  const written = await server.compare({
    token,
    body: { query: 'iPhone 15 vs Samsung Galaxy S24', features: [], isDetailed: true },
  });
  const result = written.body.data.result;
  const repeat = (list: any[], count: number) => Array.from({ length: count }, (_, index) => list[index % list.length]);
  const category = result.specialized_features[0];
  const oversized = {
    ...result,
    use_case_recommendations: repeat(result.use_case_recommendations, 2500),
    specialized_features: repeat([{ ...category, features: repeat(category.features, 40) }], 30),
  };
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', SEED_EMAILS.standard)
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('comparisons')
    .values({
      id: 'cmp_oversized',
      user_id: user.id,
      query: 'iPhone 15 vs Samsung Galaxy S24',
      items: JSON.stringify(['iPhone 15', 'Samsung Galaxy S24']),
      features: '[]',
      is_detailed: true,
      language: 'en',
      result: JSON.stringify(oversized),
      source: JSON.stringify({ engine: 'demo' }),
      search_text: foldCase('iPhone 15 vs Samsung Galaxy S24'),
      created_at: new Date(),
      status: 'done',
    })
    .execute();

  const own = await server.call('GET', '/api/comparisons/cmp_oversized', { token });
  expect(own.status).toBe(200);
  const shared = await server.call('PUT', '/api/comparisons/cmp_oversized/share', { token });
  const read = await server.call('GET', `/api/shared/${shared.body.data.shareId}`);
  expect(read.status).toBe(200);
  for (const served of [own.body.data.result, read.body.data.result]) {
    expect(served.use_case_recommendations).toEqual(oversized.use_case_recommendations.slice(0, 8));
    expect(served.specialized_features).toHaveLength(8);
    expect(served.specialized_features[0].features).toHaveLength(12);
    // What was within its bounds is served as stored.
    expect(served.items).toEqual(result.items);
    expect(served.detailed_feature_comparison).toEqual(result.detailed_feature_comparison);
  }
  expect(JSON.stringify(read.body).length).toBeLessThan(100_000);
  expect(server.violations).toEqual([]);
});
