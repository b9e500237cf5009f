import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_USER_IDS } from '@mocks/seed';
import { db } from '@mocks/store';
import { renderApp } from '@tests/render-app';
import { signInAs } from '@tests/sign-in';
import { shareComparison } from '@/api/generated/query/comparisons/comparisons';
import { clearSession, setToken } from '@/lib/session';

const newest = (key: keyof typeof SEED_USER_IDS) =>
  [...db().comparisons[SEED_USER_IDS[key]]].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];

async function openReport(email: string, key: keyof typeof SEED_USER_IDS) {
  const comparison = newest(key);
  const view = await renderApp(`/app/compare/${comparison.id}`, { user: await signInAs(email) });
  const report = (await screen.findByRole('heading', { name: 'Comparison report' })).closest('article') as HTMLElement;
  return { ...view, comparison, report };
}

describe('the share lifecycle', () => {
  it('share → the public link is shown and carried by every target → stop sharing → the link is dead', async () => {
    const user = userEvent.setup();
    const { report, comparison, unmount } = await openReport('premium@example.com', 'premium');
    expect(within(report).queryByText('Shared publicly')).not.toBeInTheDocument();

    await user.click(within(report).getByRole('button', { name: 'Share' }));
    const link = await within(report).findByRole('textbox', { name: 'Public link' });
    const url = (link as HTMLInputElement).value;
    expect(url).toMatch(new RegExp(`^${window.location.origin}/s/shr_[A-Za-z0-9_-]{22}$`));
    expect(within(report).getByText('Shared publicly')).toBeInTheDocument();
    expect(
      within(report).getByText('Anyone with this link can read this report, without signing in.'),
    ).toBeInTheDocument();
    const x = new URL(within(report).getByRole('link', { name: 'Share on X' }).getAttribute('href') ?? '');
    expect(x.searchParams.get('url')).toBe(url);
    expect(
      new URL(
        within(report).getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href') ?? '',
      ).searchParams.get('url'),
    ).toBe(url);
    expect(
      decodeURIComponent(
        within(report).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '',
      ).endsWith(url),
    ).toBe(true);
    const shareId = url.split('/s/')[1];
    expect(db().shares?.[shareId]).toMatchObject({ comparisonId: comparison.id });

    // Reopening the menu does not create a second link.
    await user.click(within(report).getByRole('button', { name: 'Share' }));
    await user.click(within(report).getByRole('button', { name: 'Share' }));
    expect(within(report).getByRole('textbox', { name: 'Public link' })).toHaveValue(url);
    expect(Object.keys(db().shares ?? {})).toEqual([shareId]);

    await user.click(within(report).getByRole('button', { name: 'Stop sharing' }));
    expect(
      await within(report).findByText('This report is no longer shared: the old link now shows “not found”.'),
    ).toBeInTheDocument();
    expect(within(report).queryByText('Shared publicly')).not.toBeInTheDocument();
    expect(within(report).queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
    expect(db().shares?.[shareId]).toBeUndefined();
    unmount();

    clearSession();
    await renderApp(`/s/${shareId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared comparison not found' })).toBeInTheDocument();
  });

  it('a shared report shows its marker and link when reopened, and the owner can share again after stopping', async () => {
    const user = userEvent.setup();
    const { report, unmount, comparison } = await openReport('standard@example.com', 'standard');
    await user.click(within(report).getByRole('button', { name: 'Share' }));
    const first = ((await within(report).findByRole('textbox', { name: 'Public link' })) as HTMLInputElement).value;
    await user.click(within(report).getByRole('button', { name: 'Stop sharing' }));
    await user.click(await within(report).findByRole('button', { name: 'Create a new public link' }));
    const second = ((await within(report).findByRole('textbox', { name: 'Public link' })) as HTMLInputElement).value;
    expect(second).toMatch(/\/s\/shr_/);
    expect(second).not.toBe(first);
    unmount();

    // Reopened later: the owner sees it is shared, and the menu shows the same link.
    await renderApp(`/app/compare/${comparison.id}`, { user: await signInAs('standard@example.com') });
    const again = (await screen.findByRole('heading', { name: 'Comparison report' })).closest('article') as HTMLElement;
    expect(within(again).getByText('Shared publicly')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Share' }));
    expect(within(again).getByRole('textbox', { name: 'Public link' })).toHaveValue(second);
  });
});

describe('the public share page', () => {
  it('renders the report read-only for a signed-out visitor, with a sign-up call to action', async () => {
    const comparison = newest('premium');
    setToken((await signInAs('premium@example.com')).token, true);
    const { shareId } = await shareComparison(comparison.id);
    clearSession();

    await renderApp(`/s/${shareId}`);
    const title = comparison.result.items.map((item) => item.name).join(' vs ');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Shared comparison')).toBeInTheDocument();
    const report = screen.getByRole('heading', { name: 'Comparison report' }).closest('article') as HTMLElement;
    expect(within(report).getByText(comparison.result.summary)).toBeInTheDocument();
    // Read-only: no owner actions.
    expect(within(report).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(within(report).queryByRole('group', { name: 'Report actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe(`${title} · Shared comparison · Kıyasla`));
  });

  it('in Turkish, an unknown or malformed id is a clear not-found page with a title', async () => {
    await renderApp('/s/shr_nothing_here', { language: 'tr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paylaşılan karşılaştırma bulunamadı' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya git' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Paylaşılan karşılaştırma bulunamadı · Kıyasla'));
  });

  it('a malformed id is not-found without asking the server', async () => {
    await renderApp('/s/not%20a%20share');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared comparison not found' })).toBeInTheDocument();
  });
});

describe('PDF and CSV export follow pdf_csv_export', () => {
  it.each([
    ['free@example.com', 'free'],
    ['hobby@example.com', 'hobby'],
    ['standard@example.com', 'standard'],
  ] as const)('%s sees them locked with the upgrade hint', async (email, key) => {
    const { report } = await openReport(email, key);
    const pdf = await within(report).findByRole('button', { name: /Export to PDF/ });
    expect(pdf).toBeDisabled();
    expect(within(report).getByRole('button', { name: /Export tables to CSV/ })).toBeDisabled();
    expect(pdf).toHaveAccessibleDescription(
      'PDF and CSV export are not part of your package. Upgrade for PDF and CSV export',
    );
    expect(within(report).getByRole('link', { name: 'Upgrade for PDF and CSV export' })).toHaveAttribute(
      'href',
      '/app/package/upgrade',
    );
  });

  it('premium@example.com (Level_4, which has pdf_csv_export) can use both', async () => {
    const { report } = await openReport('premium@example.com', 'premium');
    expect(await within(report).findByRole('button', { name: 'Export to PDF' })).toBeEnabled();
    expect(within(report).getByRole('button', { name: 'Export tables to CSV' })).toBeEnabled();
    expect(within(report).queryByRole('link', { name: 'Upgrade for PDF and CSV export' })).not.toBeInTheDocument();
  });
});
