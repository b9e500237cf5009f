import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import {
  getCreateComparisonMockHandler,
  getDeleteComparisonMockHandler500,
} from '@/api/generated/query/comparisons/comparisons.msw';
import { answerError } from '@tests/api-answers';
import {
  answerHistory,
  captureCompareBodies,
  captureRequests,
  comparisonFor,
  historyEntries,
} from '@tests/report-fixtures';
import type { CompareRequest, ComparisonSummary } from '@shared/api/generated/model';

/** The history the server answers: eight entries, the newest first (shared ones if the test says). */
function serverHistory(shared: Partial<ComparisonSummary> = {}): ComparisonSummary[] {
  const entries = historyEntries(8);
  entries[0] = { ...entries[0], features: ['price', 'design'], isDetailed: false, ...shared };
  server.use(answerHistory(entries));
  return entries;
}

async function openHistory() {
  const view = await renderApp('/app/compare_history', { user: signedInAs('Level_4') });
  const list = await screen.findByRole('list', { name: 'Your comparisons' });
  return { ...view, list };
}

afterEach(() => server.events.removeAllListeners());

describe('history entry actions', () => {
  it('Delete asks first; Cancel keeps the entry and sends nothing', async () => {
    const [entry] = serverHistory();
    const requests = captureRequests();
    const user = userEvent.setup();
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
    expect(requests.filter((request) => request.startsWith('DELETE '))).toEqual([]);
  });

  it('Delete confirmed removes the entry through the contract, updates the count and says so', async () => {
    const [entry] = serverHistory();
    const requests = captureRequests();
    const user = userEvent.setup();
    const { list } = await openHistory();
    expect(screen.getByText('8 comparisons')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: `Delete: ${entry.query}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`“${entry.query}” was deleted.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: entry.query })).not.toBeInTheDocument();
    expect(screen.getByText('7 comparisons')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Comparison history' })).toHaveFocus());
    // One DELETE of this entry went out; the row left the list without the server's list changing.
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([`DELETE /api/comparisons/${entry.id}`]);
  });

  it('warns that a shared entry’s public link dies with it, and shows the shared marker', async () => {
    const user = userEvent.setup();
    const [entry, notShared] = serverHistory({ shareId: 'shr_AAAAAAAAAAAAAAAAAAAAAA' });
    const { list } = await openHistory();
    const plainRow = within(list).getByRole('link', { name: notShared.query }).closest('article') as HTMLElement;
    expect(within(plainRow).queryByText('Shared publicly')).not.toBeInTheDocument();
    const row = within(list).getByRole('link', { name: entry.query }).closest('article') as HTMLElement;
    expect(within(row).getByText('Shared publicly')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Delete: ${entry.query}` }));
    expect(within(screen.getByRole('dialog')).getByText('Its public link will stop working too.')).toBeInTheDocument();
  });

  it('a failed delete keeps the dialog open with an error', async () => {
    const [entry] = serverHistory();
    server.use(answerError(getDeleteComparisonMockHandler500, 'boom'));
    const user = userEvent.setup();
    const { list } = await openHistory();
    await user.click(within(list).getByRole('button', { name: `Delete: ${entry.query}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('The comparison could not be deleted. Please try again.'),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: entry.query })).toBeInTheDocument();
  });

  it('Run again runs the same query and options and lands on the new report', async () => {
    const [entry] = serverHistory();
    server.use(
      getCreateComparisonMockHandler(async ({ request }) => {
        const body = (await request.clone().json()) as CompareRequest;
        return {
          success: true,
          data: comparisonFor(body.query, entry.items, {
            id: 'cmp_run_again',
            features: body.features,
            isDetailed: body.isDetailed,
          }),
        };
      }),
    );
    const bodies = captureCompareBodies();
    const user = userEvent.setup();
    const { list, router } = await openHistory();
    await user.click(within(list).getByRole('button', { name: `Run again: ${entry.query}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare/cmp_run_again'), { timeout: 8000 });
    expect(bodies).toEqual([{ query: entry.query, features: ['price', 'design'], isDetailed: false }]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Comparison report' })).toHaveFocus());
    // Back shows the query again, and does not run it a second time.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/compare'));
    const bar = await screen.findByRole('form', { name: 'Your comparison query' });
    expect(within(bar).getByText('Summary · Price, Design')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bodies).toHaveLength(1);
  });
});
