// While a report is written at a model's pace, the verdict is the judgement's from the moment the
// scores are there: a reader polling the draft sees either no verdict yet (its slot still to
// come) or exactly the verdict of the finished report, never one the report then contradicts.
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { demoProvider } from '../ai/demo-provider';
import { startTestServer, type TestServer } from './harness';

// One server for both languages: each reads only its own report, and a start costs more than a report.
let started: Promise<TestServer> | undefined;
afterAll(async () => {
  await (await started)?.close();
});
// Slow enough that the page reads the draft many times while it is written.
const paced = () => (started ??= startTestServer({ ai: demoProvider({ tokensPerSecond: 1_500 }) }));

interface Read {
  status: string;
  draft?: Record<string, unknown>;
  progress?: { done: string[]; pending: string[] };
  result?: Record<string, unknown>;
}

/** Every read of the comparison until it ends, polled as the page does (but faster). */
async function readsUntilEnd(server: TestServer, id: string, token: string, language: 'tr' | 'en'): Promise<Read[]> {
  const reads: Read[] = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const read = (await server.call('GET', `/api/comparisons/${id}`, { token, language })).body.data as Read;
    reads.push(read);
    if (!['queued', 'writing'].includes(read.status)) return reads;
    if (Date.now() > deadline) throw new Error(`still ${read.status}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

describe.each([
  ['en', 'Garmin Forerunner 265 vs Apple Watch Series 9 for running'],
  ['tr', 'Garmin Forerunner 265 mi Apple Watch Series 9 mu koşu için'],
] as const)('a report written at the demo’s pace (%s)', (language, text) => {
  it('has the judgement’s verdict in its draft right after the scores, and never another one', async () => {
    const server = await paced();
    const token = await server.login(SEED_EMAILS.premium);
    const posted = await server.call('POST', '/api/comparisons', {
      token,
      language,
      body: { query: text, features: [], isDetailed: false },
    });
    expect(posted.status).toBe(202);
    const pending = posted.body.data.progress.pending as string[];
    // The verdict is a section of its own, counted once, right after the scores.
    expect(pending.slice(0, 3)).toEqual(['summary', 'comparison_scores', 'verdict']);
    expect(pending.filter((name) => name === 'verdict')).toHaveLength(1);

    const reads = await readsUntilEnd(server, posted.body.data.id, token, language);
    const final = reads.at(-1)!;
    expect(final.status).toBe('done');
    const verdict = final.result!.verdict as { winners: string[]; basis: string };
    expect(verdict).toMatchObject({ winners: ['Garmin Forerunner 265'], basis: 'purpose' });

    const drafts = reads.filter((read) => read.status === 'writing' && read.draft?.comparison_scores);
    // The reader did read the report while it was written, after its scores were there.
    expect(drafts.length).toBeGreaterThan(3);
    for (const read of drafts) {
      // Never a verdict the finished report contradicts.
      if (read.draft!.verdict) expect(read.draft!.verdict).toEqual(verdict);
      // No verdict yet only in the moment it is being told (the page shows its slot, not a card).
      else expect(read.progress!.pending[0]).toBe('verdict');
      // Once a later section is there, the verdict is too.
      if (read.draft!.items) expect(read.draft!.verdict).toEqual(verdict);
    }
    // The count the progress line shows ("n of N") covers the verdict once, done in its place.
    const lastWriting = drafts.at(-1)!;
    const { done } = lastWriting.progress!;
    expect(done.slice(0, 3)).toEqual(['summary', 'comparison_scores', 'verdict']);
    expect(new Set([...done, ...lastWriting.progress!.pending]).size).toBe(
      done.length + lastWriting.progress!.pending.length,
    );
  });
});
