import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import {
  getListComparisonsMockHandler,
  getListComparisonsMockHandler200,
  getListComparisonsMockHandler500,
} from '@/api/generated/query/comparisons/comparisons.msw';
import { answerError } from '@tests/api-answers';
import { answerHistory, historyEntries } from '@tests/report-fixtures';
import { FakeIntersectionObserver as FakeObserver } from '@tests/fake-intersection-observer';

function captureListRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/comparisons') urls.push(url);
  });
  return urls;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  FakeObserver.reset();
});

describe('comparison history', () => {
  it('shows a loading text, then the newest entries, each linking to its permalink', async () => {
    // Hold the first answer back until the loading text was seen (returning nothing then falls
    // through to the answer below it).
    const entries = historyEntries(25);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/comparisons', async () => void (await held)),
      answerHistory(entries, 20, 60),
    );
    await renderApp('/app/compare_history', { user: signedInAs('Level_3') });
    expect(await screen.findByText('Loading comparisons…')).toBeInTheDocument();
    release();
    const list = await screen.findByRole('list', { name: 'Your comparisons' });
    // The first page, in the server's order (a virtual list: the rows in the DOM say their place),
    // each row linking to its report.
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const entry = entries[Number(row.getAttribute('aria-posinset')) - 1];
      expect(row).toHaveAttribute('aria-setsize', '60');
      expect(within(row).getByRole('link', { name: entry.query })).toHaveAttribute('href', `/app/compare/${entry.id}`);
    }
    // The count is the server's total, not what is loaded.
    expect(screen.getByText('60 comparisons')).toBeInTheDocument();
  });

  it('a report still being written says so instead of a summary and opens on its permalink (en, tr)', async () => {
    const [writing, done] = historyEntries(2);
    const rows = [
      { ...writing, status: 'writing' as const, summary: 'Half a summary, still being written.' },
      { ...done, summary: 'The finished report’s summary.' },
    ];
    server.use(answerHistory(rows));
    const { unmount } = await renderApp('/app/compare_history', { user: signedInAs('Level_3') });
    const list = await screen.findByRole('list', { name: 'Your comparisons' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('Being written')).toBeInTheDocument();
    expect(within(first).queryByText('Half a summary, still being written.')).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: writing.query })).toHaveAttribute(
      'href',
      `/app/compare/${writing.id}`,
    );
    expect(within(second).queryByText('Being written')).not.toBeInTheDocument();
    expect(within(second).getByText('The finished report’s summary.')).toBeInTheDocument();
    unmount();
    await renderApp('/app/compare_history', { user: signedInAs('Level_3'), language: 'tr' });
    const liste = await screen.findByRole('list', { name: 'Karşılaştırmalarınız' });
    expect(within(within(liste).getAllByRole('listitem')[0]).getByText('Yazılıyor')).toBeInTheDocument();
  });

  it('Load More fetches the next page with the cursor the server gave, and appends it', async () => {
    const entries = historyEntries(45);
    server.use(answerHistory(entries));
    const urls = captureListRequests();
    const user = userEvent.setup();
    await renderApp('/app/compare_history', { user: signedInAs('Level_3') });
    const list = await screen.findByRole('list', { name: 'Your comparisons' });
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await within(list).findByRole('link', { name: entries[39].query })).toBeInTheDocument();
    expect(urls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page_2']);
    expect(urls.every((url) => url.searchParams.get('limit') === '20')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled());
    // The last page: no more to load, and the list says it has ended.
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await within(list).findByRole('link', { name: entries[44].query })).toBeInTheDocument();
    expect(urls.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page_2', 'page_3']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('sends the search to the API once typing pauses', async () => {
    const urls = captureListRequests();
    // Keys back to back (no delay between them): no gap for the debounce timer to fire in, on any machine.
    const user = userEvent.setup({ delay: null });
    // The server filters (server/tests); this one answers an empty page to any search.
    server.use(
      getListComparisonsMockHandler(({ request }) => ({
        success: true,
        data: new URL(request.url).searchParams.get('search')
          ? { items: [], hasMore: false, nextCursor: null, total: 0 }
          : { items: historyEntries(3), hasMore: false, nextCursor: null, total: 3 },
      })),
    );
    await renderApp('/app/compare_history', { user: signedInAs('Level_3') });
    await screen.findByRole('list', { name: 'Your comparisons' });
    await user.type(screen.getByRole('searchbox', { name: 'Search comparisons' }), 'zzzz-nothing');
    expect(await screen.findByText('No comparisons match “zzzz-nothing”.')).toBeInTheDocument();
    const searches = urls.map((url) => url.searchParams.get('search')).filter(Boolean);
    // Debounced: the whole word is sent once, not one request per key.
    expect(searches).toEqual(['zzzz-nothing']);
  });

  it('shows the empty state for a user with no comparisons', async () => {
    server.use(
      getListComparisonsMockHandler200({
        success: true,
        data: { items: [], hasMore: false, nextCursor: null, total: 0 },
      }),
    );
    await renderApp('/app/compare_history', { user: signedInAs('Level_3') });
    expect(await screen.findByText('You have no comparisons yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a comparison' })).toHaveAttribute('href', '/app/compare');
  });

  it('shows the error state', async () => {
    server.use(answerError(getListComparisonsMockHandler500, 'boom'));
    await renderApp('/app/compare_history', { user: signedInAs('Level_3') });
    expect(await screen.findByText('Comparison history could not be retrieved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads more only when the bottom marker is fully visible', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    server.use(answerHistory(historyEntries(30)));
    const urls = captureListRequests();
    await renderApp('/app/compare_history', { user: signedInAs('Level_3') });
    await screen.findByRole('list', { name: 'Your comparisons' });
    await waitFor(() => expect(FakeObserver.live()).toHaveLength(1));
    expect(FakeObserver.live()[0].options?.threshold).toBe(1);
    act(() => FakeObserver.live()[0].fire(0.5));
    expect(urls).toHaveLength(1);
    act(() => FakeObserver.live()[0].fire(1));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls[1].searchParams.get('cursor')).toBe('page_2');
  });
});
