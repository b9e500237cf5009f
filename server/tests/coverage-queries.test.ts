/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely on purpose; each test asserts the shape it needs */
// What people in Türkiye compare beyond phones and laptops — payment apps, note-taking and
// language-learning apps, single-board computers, electric cars, coffee machines and robot-vacuum
// variants — gets a two-item report in both languages, not a refusal or a one-item profile.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

it.each([
  ['tr', 'Papara mı Tosla mı', ['Papara', 'Tosla']],
  ['en', 'Notion vs Obsidian', ['Notion', 'Obsidian']],
  ['tr', 'Duolingo mu Babbel mı', ['Duolingo', 'Babbel']],
  ['en', 'Raspberry Pi 5 vs Orange Pi 5', ['Raspberry Pi 5', 'Orange Pi 5']],
  ['tr', 'Togg T10X mu BYD Atto 3 mü', ['Togg T10X', 'BYD Atto 3']],
  ['en', 'Nespresso Essenza Mini vs Philips 3200 LatteGo', ['Nespresso Essenza Mini', 'Philips 3200 LatteGo']],
  ['tr', 'Roborock S8 Pro Ultra mı Roomba j7+ mı', ['Roborock S8 Pro Ultra', 'iRobot Roomba j7+']],
] as const)('(%s) %s is a two-item report', { timeout: 30_000 }, async (language, query, reported) => {
  const token = await server.login(SEED_EMAILS.premium);
  const ended = await server.compare({ token, language, body: { query, features: [], isDetailed: false } });
  expect(ended.status).toBe(202);
  const comparison = ended.body.data;
  expect(comparison.status).toBe('done');
  expect(comparison.result.items.map((item: any) => item.name)).toEqual(reported);
  expect(comparison.result.unidentified_items).toBeUndefined();
  expect(server.violations).toEqual([]);
});

it("carries a maker's page as the source of a specification", { timeout: 30_000 }, async () => {
  const token = await server.login(SEED_EMAILS.premium);
  const body = { query: 'Raspberry Pi 5 vs Raspberry Pi 4 Model B', features: [], isDetailed: true };
  const ended = await server.compare({ token, language: 'en', body });
  const urls = (ended.body.data.result.sources ?? []).map((source: any) => source.url);
  expect(urls).toContain('https://www.raspberrypi.com/products/raspberry-pi-5/');
});
