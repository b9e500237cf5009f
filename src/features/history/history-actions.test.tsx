import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { SEED_USER_IDS } from '@mocks/seed';
import { db, mutate } from '@mocks/store';
import { renderApp } from '@tests/render-app';
import { signInAs } from '@tests/sign-in';
import { getDeleteComparisonMockHandler500 } from '@/api/generated/query/comparisons/comparisons.msw';
import { answerError } from '@tests/api-answers';

const newest = () =>
  [...db().comparisons[SEED_USER_IDS.premium]].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];

async function openHistory() {
  const view = await renderApp('/app/compare_history', { user: await signInAs('premium@example.com') });
  const list = await screen.findByRole('list', { name: 'Your comparisons' });
  return { ...view, list };
}

describe('history entry actions', () => {
  it('Delete asks first; Cancel keeps the entry and sends nothing', async () => {
    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => request.method === 'DELETE' && deletes.push(request.url));
    const user = userEvent.setup();
    const entry = newest();
    const { list } = await openHistory();
    const deleteButton = within(list).getByRole('button', { name: `Delete: ${entry.query}` });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete this comparison?' });
    expect(
      within(dialog).getByText(`“${entry.query}” will be removed from your history for good.`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: entry.query })).toBeInTheDocument();
    expect(deletes).toEqual([]);
    server.events.removeAllListeners();
  });

  it('Delete confirmed removes the entry through the contract, updates the count and says so', async () => {
    const user = userEvent.setup();
    const entry = newest();
    const { list } = await openHistory();
    expect(screen.getByText('8 comparisons')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: `Delete: ${entry.query}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`“${entry.query}” was deleted.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: entry.query })).not.toBeInTheDocument();
    expect(screen.getByText('7 comparisons')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Comparison history' })).toHaveFocus());
    expect(db().comparisons[SEED_USER_IDS.premium].some((c) => c.id === entry.id)).toBe(false);
  });

  it('warns that a shared entry’s public link dies with it, and shows the shared marker', async () => {
    const user = userEvent.setup();
    const entry = newest();
    mutate((state) => {
      state.shares = {
        shr_AAAAAAAAAAAAAAAAAAAAAA: {
          userId: SEED_USER_IDS.premium,
          comparisonId: entry.id,
          sharedAt: new Date().toISOString(),
        },
      };
    });
    const { list } = await openHistory();
    const row = within(list).getByRole('link', { name: entry.query }).closest('article') as HTMLElement;
    expect(within(row).getByText('Shared publicly')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Delete: ${entry.query}` }));
    expect(within(screen.getByRole('dialog')).getByText('Its public link will stop working too.')).toBeInTheDocument();
  });

  it('a failed delete keeps the dialog open with an error', async () => {
    server.use(answerError(getDeleteComparisonMockHandler500, 'boom'));
    const user = userEvent.setup();
    const entry = newest();
    const { list } = await openHistory();
    await user.click(within(list).getByRole('button', { name: `Delete: ${entry.query}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('The comparison could not be deleted. Please try again.'),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: entry.query })).toBeInTheDocument();
  });

  it('Run again opens the compare page with the query in the query bar', async () => {
    const user = userEvent.setup();
    const entry = newest();
    const { list, router } = await openHistory();
    await user.click(within(list).getByRole('button', { name: `Run again: ${entry.query}` }));
    const bar = await screen.findByRole('form', { name: 'Your comparison query' });
    expect(router.state.location.pathname).toBe('/app/compare');
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.query-chip__name')?.textContent),
    ).toEqual(entry.items);
    expect(within(bar).getByRole('button', { name: 'Run again' })).toBeInTheDocument();
  });
});
