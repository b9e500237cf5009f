// The owner's report actions on their own (they moved out of the report's tests when share links
// went public and export started following the package).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { server } from '@mocks/node';
import { signedInAs } from '@tests/test-user';
import { exampleComparison } from '@tests/report-fixtures';
import { i18n, i18nReady } from '@/i18n';
import { setStoredUser, setToken } from '@/lib/session';
import { seedCurrentUser } from '@/lib/current-user';
import type { PackageName } from '@shared/api/generated/model';
import { ReportActions } from './report/report-actions';
import { isDone } from '@/features/compare/lib/report-progress';
import {
  getShareComparisonMockHandler,
  getShareComparisonMockHandler500,
} from '@/api/generated/query/comparisons/comparisons.msw';
import { answerError } from '@tests/api-answers';

const SHARE_ID = 'shr_ReportActionsLink0001';

async function renderActions(level: PackageName) {
  await i18nReady;
  await i18n.changeLanguage('en');
  const { token, ...stored } = signedInAs(level);
  setToken(token, true);
  setStoredUser(stored);
  // The owner's report, not shared yet; sharing answers a known public id.
  const comparison = exampleComparison();
  if (!isDone(comparison)) throw new Error("the contract's example comparison is a finished report");
  server.use(
    getShareComparisonMockHandler({ success: true, data: { shareId: SHARE_ID, sharedAt: '2025-09-15T10:30:00Z' } }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The signed-in user is a query seeded from storage (as the app's providers do).
  seedCurrentUser(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportActions comparison={comparison} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { comparison, group: await screen.findByRole('group', { name: 'Report actions' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('report actions', () => {
  it('prints, and shares the public address with the summary and the item names', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { comparison, group } = await renderActions('Level_4');
    await user.click(await within(group).findByRole('button', { name: 'Export to PDF' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(within(group).getByRole('button', { name: 'Share' }));
    const url = ((await within(group).findByRole('textbox', { name: 'Public link' })) as HTMLInputElement).value;
    expect(url).toBe(`${window.location.origin}/s/${SHARE_ID}`);
    const title = comparison.result.items.map((item) => item.name).join(' vs ');
    const x = new URL(within(group).getByRole('link', { name: 'Share on X' }).getAttribute('href') ?? '');
    expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet');
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('text')).toContain(title);
    const linkedIn = new URL(within(group).getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href') ?? '');
    expect(linkedIn.hostname).toBe('www.linkedin.com');
    expect(linkedIn.searchParams.get('url')).toBe(url);
    expect(linkedIn.searchParams.get('title')).toBe(title);
    const whatsApp = within(group).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '';
    const text = decodeURIComponent(whatsApp.slice('https://wa.me/?text='.length));
    expect(text.startsWith(`${title}: `)).toBe(true);
    expect(text.endsWith(`\n${url}`)).toBe(true);
  });

  it('copies the public link', async () => {
    const user = userEvent.setup();
    const { group } = await renderActions('Level_1');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(group).getByRole('button', { name: 'Share' }));
    const url = ((await within(group).findByRole('textbox', { name: 'Public link' })) as HTMLInputElement).value;
    await user.click(within(group).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('says so when the public link cannot be created, and retries', async () => {
    const user = userEvent.setup();
    const { group } = await renderActions('Level_3');
    server.use(answerError(getShareComparisonMockHandler500, 'boom', { once: true }));
    await user.click(within(group).getByRole('button', { name: 'Share' }));
    expect(
      await within(group).findByText('The public link could not be created. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Try again' }));
    expect(await within(group).findByRole('textbox', { name: 'Public link' })).toHaveValue(
      `${window.location.origin}/s/${SHARE_ID}`,
    );
  });

  it('offers Level_4 "Ask the assistant about this comparison", opening the chat about this report', async () => {
    const { comparison, group } = await renderActions('Level_4');
    const ask = within(group).getByRole('link', { name: 'Ask the assistant about this comparison' });
    expect(ask).toHaveAttribute('href', `/app/chat?comparison=${encodeURIComponent(comparison.id)}`);
  });

  it.each(['Level_1', 'Level_2', 'Level_3'] as const)('shows %s (below Level_4) no assistant entry', async (level) => {
    const { group } = await renderActions(level);
    await within(group).findByRole('button', { name: 'Share' });
    expect(within(group).queryByRole('link', { name: /assistant/i })).toBeNull();
    expect(screen.queryByText(/assistant/i)).toBeNull();
  });
});
