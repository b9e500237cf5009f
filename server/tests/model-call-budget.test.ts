// One budget for the model: chat answers and report sections draw from the same AI_CONCURRENCY,
// counted in the database so that every instance on it shares the count. A stand-in model counts
// the answers it writes at once.
import { describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { waitForAnswer, waitForReport } from './harness';
import { modelServerForFile } from './support/model-server';

const CONCURRENCY = 2;
// Slow enough that answers asked together overlap, fast enough for 20 of them two at a time.
const model = modelServerForFile({
  tokensPerSecond: 400,
  idleTimeoutMs: 5_000,
  totalTimeoutMs: 60_000,
  concurrency: CONCURRENCY,
});

describe('one budget for model calls', () => {
  it('20 chat answers asked at once, with a report beside them, never run more than AI_CONCURRENCY calls', async () => {
    const premium = await model.server.login(SEED_EMAILS.premium);
    model.stub.resetMostAtOnce();
    const report = await model.server.call('POST', '/api/comparisons', {
      token: premium,
      body: { query: 'iPhone 15 vs Pixel 8', features: ['design'], isDetailed: false },
    });
    expect(report.status).toBe(202);
    const posted = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        model.server.call('POST', '/api/chat', { token: premium, body: { content: `Question ${n}?` } }),
      ),
    );
    expect(posted.map((answer) => answer.status)).toEqual(posted.map(() => 202));
    const answers = await Promise.all(
      posted.map(({ body }) =>
        waitForAnswer(
          model.server.call,
          body.data.message.conversationId,
          body.data.message.id,
          { token: premium },
          60_000,
        ),
      ),
    );
    const ended = await waitForReport(model.server.call, report.body.data.id, { token: premium }, 60_000);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 'done'));
    expect(ended.data.status).toBe('done');
    expect(model.stub.mostAtOnce).toBeGreaterThan(0);
    expect(model.stub.mostAtOnce).toBeLessThanOrEqual(CONCURRENCY);
    expect(model.server.violations).toEqual([]);
  }, 90_000);
});
