// The owner's report actions on their own (they moved out of the report's tests when share links
// went public and export started following the package).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SEED_USER_IDS } from '@mocks/seed';
import { db } from '@mocks/store';
import { signInAs } from '@tests/sign-in';
import { i18n, i18nReady } from '@/i18n';
import { setStoredUser, setToken } from '@/lib/session';
import { seedCurrentUser } from '@/lib/current-user';
import { withUserVote } from '@mocks/views';
import { ReportActions } from './report/report-actions';
import { getShareComparisonMockHandler500 } from '@/api/generated/query/comparisons/comparisons.msw';
import { answerError } from '@tests/api-answers';

async function renderActions(email: string, key: keyof typeof SEED_USER_IDS) {
  await i18nReady;
  await i18n.changeLanguage('en');
  const { token, ...stored } = await signInAs(email);
  setToken(token, true);
  setStoredUser(stored);
  const comparison = withUserVote(db(), SEED_USER_IDS[key], db().comparisons[SEED_USER_IDS[key]][0]);
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
    const { comparison, group } = await renderActions('premium@example.com', 'premium');
    await user.click(await within(group).findByRole('button', { name: 'Export to PDF' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(within(group).getByRole('button', { name: 'Share' }));
    const url = ((await within(group).findByRole('textbox', { name: 'Public link' })) as HTMLInputElement).value;
    expect(url).toMatch(new RegExp(`^${window.location.origin}/s/shr_`));
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
    const { group } = await renderActions('free@example.com', 'free');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(group).getByRole('button', { name: 'Share' }));
    const url = ((await within(group).findByRole('textbox', { name: 'Public link' })) as HTMLInputElement).value;
    await user.click(within(group).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('says so when the public link cannot be created, and retries', async () => {
    const { server } = await import('@mocks/node');
    server.use(answerError(getShareComparisonMockHandler500, 'boom', { once: true }));
    const user = userEvent.setup();
    const { group } = await renderActions('standard@example.com', 'standard');
    await user.click(within(group).getByRole('button', { name: 'Share' }));
    expect(
      await within(group).findByText('The public link could not be created. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Try again' }));
    expect(await within(group).findByRole('textbox', { name: 'Public link' })).toBeInTheDocument();
  });

  it('offers Level_4 "Ask the assistant about this comparison", opening the chat about this report', async () => {
    const { comparison, group } = await renderActions('premium@example.com', 'premium');
    const ask = within(group).getByRole('link', { name: 'Ask the assistant about this comparison' });
    expect(ask).toHaveAttribute('href', `/app/chat?comparison=${encodeURIComponent(comparison.id)}`);
  });

  it.each([
    ['free@example.com', 'free'],
    ['hobby@example.com', 'hobby'],
    ['standard@example.com', 'standard'],
  ] as const)('shows %s (below Level_4) no assistant entry', async (email, key) => {
    const { group } = await renderActions(email, key);
    await within(group).findByRole('button', { name: 'Share' });
    expect(within(group).queryByRole('link', { name: /assistant/i })).toBeNull();
    expect(screen.queryByText(/assistant/i)).toBeNull();
  });
});
