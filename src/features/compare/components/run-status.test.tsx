// Why a run was refused, decided by the envelope's code: three refusals share the status 429 (a
// rate limit, the package's monthly allowance, a full report queue) and their messages are
// translated, so neither the status nor the text can tell them apart.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { server } from '@mocks/node';
import { answerRateLimited } from '@tests/api-answers';
import { i18n, i18nReady } from '@/i18n';
import { createComparison } from '@/api/generated/query/comparisons/comparisons';
import type { ErrorCode } from '@shared/api/generated/model';
import { RunStatus } from './run-status';

const BODY = { query: 'iPhone 16 vs Galaxy S25', features: [], isDetailed: false };

/** What running a comparison is refused with, through the app's own HTTP layer. */
async function refusal(code: ErrorCode, message: string, retryAfterSeconds: number): Promise<unknown> {
  server.use(answerRateLimited('post', '/api/comparisons', message, retryAfterSeconds, code));
  return createComparison(BODY).then(
    () => {
      throw new Error('the run was not refused');
    },
    (error: unknown) => error,
  );
}

async function renderStatus(error: unknown) {
  await i18nReady;
  await i18n.changeLanguage('en');
  render(
    <MemoryRouter>
      <RunStatus error={error} />
    </MemoryRouter>,
  );
  return screen.findByRole('alert');
}

describe('why a run was refused', () => {
  it("the package's monthly limit: its own message (not the month-long Retry-After as minutes) and the way to a bigger package", async () => {
    const message = 'You have used this month’s 10 comparisons.';
    const alert = await renderStatus(await refusal('package_limit', message, 20 * 24 * 3600));
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(/Try again in/);
    expect(screen.getByRole('link', { name: 'Upgrade your package' })).toBeInTheDocument();
  });

  it('a rate limit: when to try again, and no upgrade offer (a bigger package does not lift it)', async () => {
    const alert = await renderStatus(await refusal('rate_limited', 'Too many requests.', 90));
    expect(alert).toHaveTextContent('Too many requests. Try again in 2 minutes.');
    expect(screen.queryByRole('link', { name: 'Upgrade your package' })).not.toBeInTheDocument();
  });

  it('a full report queue: its own message (wait for a report or cancel one), and no upgrade offer', async () => {
    const message =
      'You already have 5 reports being written or waiting. Try again when one of them is done, or cancel one.';
    const alert = await renderStatus(await refusal('report_queue_full', message, 10));
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('link', { name: 'Upgrade your package' })).not.toBeInTheDocument();
  });
});
