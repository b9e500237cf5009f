/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely on purpose; each test asserts the shape it needs */
// The server reads a query once, with the one parser, and every writer is given the items it read:
// "Garanti BBVA mı Akbank mı kredi kartı" is Garanti BBVA and Akbank, about credit cards, not one
// item named by the whole sentence. The comparison carries what was understood to every screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../db/demo-accounts';
import { demoProvider } from '../ai/demo-provider';
import type { AiProvider, CompareInput } from '../ai/provider';
import { startTestServer, waitForReport, type TestServer } from './harness';

/** The demo writer, noting what each report was asked for. */
function notingProvider() {
  const demo = demoProvider();
  const asked: CompareInput[] = [];
  const provider: AiProvider = {
    ...demo,
    compare(input, signal, onEvent) {
      asked.push(input);
      return demo.compare(input, signal, onEvent);
    },
  };
  return { provider, asked };
}

// One server for the file: each case reads what its own query was given and answered.
const { provider, asked } = notingProvider();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ai: provider });
});
afterAll(async () => {
  await server?.close();
});

let accounts = 0;
/**
 * A new free account, in Turkish like the seeded one: every case's report is counted, more than the
 * seeded free account has left (seven registrations keep under the ten an hour an address may make).
 */
async function freeAccount(): Promise<string> {
  const email = `understood-${++accounts}@example.com`;
  const body = { name: 'Understood', email, password: SEED_PASSWORD, language: 'tr' };
  expect((await server.call('POST', '/api/register', { body })).status).toBe(201);
  return server.login(email);
}

describe('what the server understood of a query', () => {
  it.each([
    [
      'tr',
      'Garanti BBVA mı Akbank mı kredi kartı',
      ['Garanti BBVA', 'Akbank'],
      { subject: { text: 'kredi kartı', topic: 'credit_cards' } },
      ['Garanti BBVA', 'Akbank'],
    ],
    [
      'en',
      'Türk Telekom vs Vodafone fiber internet',
      ['Türk Telekom', 'Vodafone'],
      { subject: { text: 'fiber internet', topic: 'home_internet' } },
      ['Türk Telekom İnternet', 'Vodafone Net'],
    ],
    [
      'tr',
      'Toyota Corolla hibrit ile Honda Civic hibrit karşılaştır',
      ['Toyota Corolla hibrit', 'Honda Civic hibrit'],
      {},
      ['Toyota Corolla', 'Honda Civic'],
    ],
    [
      'en',
      'Garmin Forerunner 265 vs Apple Watch Series 9 for running',
      ['Garmin Forerunner 265', 'Apple Watch Series 9'],
      { purpose: 'for running', purpose_label: { en: 'running', tr: 'koşu' } },
      ['Garmin Forerunner 265', 'Apple Watch Series 9'],
    ],
    // A purpose typed in Turkish on an English request: named in both languages, for any screen.
    [
      'en',
      'Antalya mı Bodrum mu tatil için',
      ['Antalya', 'Bodrum'],
      { purpose: 'tatil için', purpose_label: { en: 'a holiday', tr: 'tatil' } },
      ['Antalya', 'Bodrum'],
    ],
    // Names with Turkish case endings ("İzmir'e", "Ankara'ya"): the cities alone.
    [
      'tr',
      "İzmir'e mi Ankara'ya mı taşınmak için",
      ['İzmir', 'Ankara'],
      { purpose: 'taşınmak için', purpose_label: { en: 'a place to live', tr: 'yaşamak' } },
      ['İzmir', 'Ankara'],
    ],
    // A purpose no judgement weighs for these items: as typed only.
    [
      'en',
      'iPhone 15 vs Google Pixel 8 for my grandmother',
      ['iPhone 15', 'Google Pixel 8'],
      { purpose: 'for my grandmother' },
      ['iPhone 15', 'Google Pixel 8'],
    ],
  ] as const)('(%s) %s', async (language, query, items, apart, reported) => {
    const mark = server.violations.length;
    const token = await freeAccount();
    const posted = await server.call('POST', '/api/comparisons', {
      token,
      language,
      body: { query, features: [], isDetailed: false },
    });
    expect(posted.status).toBe(202);
    // What the comparison says it understood, from the moment it is queued.
    expect(posted.body.data.understood).toEqual({ items, ...apart });
    const ended = (await waitForReport(server.call, posted.body.data.id, { token, language })).data;
    // The writer was given the items the parser read, nothing more.
    expect(asked.at(-1)?.items).toEqual(items);
    expect(ended.status).toBe('done');
    expect(ended.result.items.map((item: any) => item.name)).toEqual(reported);
    expect(ended.result.unidentified_items).toBeUndefined();
    expect(ended.understood).toEqual({ items, ...apart });
    // A shared report says it too, to a reader who is not signed in.
    const shared = await server.call('PUT', `/api/comparisons/${posted.body.data.id}/share`, { token });
    expect(shared.status).toBe(200);
    const read = await server.call('GET', `/api/shared/${shared.body.data.shareId}`, { language });
    expect(read.status).toBe(200);
    expect(read.body.data.understood).toEqual({ items, ...apart });
    expect(server.violations.slice(mark)).toEqual([]);
  });
});
