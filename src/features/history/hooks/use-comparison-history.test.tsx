import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  getListComparisonsInfiniteQueryKey,
  getListComparisonsQueryKey,
} from '@/api/generated/query/comparisons/comparisons';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import { answerHistory, historyEntries } from '@tests/report-fixtures';
import { server } from '@mocks/node';
import { HISTORY_PAGE_SIZE } from './use-comparison-history';

describe('useComparisonHistory', () => {
  it("caches pages under orval's infinite key, never the plain query's", async () => {
    server.use(answerHistory(historyEntries(HISTORY_PAGE_SIZE + 5)));
    const { client } = await renderApp('/app/compare_history', { user: signedInAs('Level_3') });
    await screen.findByRole('list', { name: 'Your comparisons' });
    const params = { limit: HISTORY_PAGE_SIZE };
    const cached = client.getQueryData<{ pages: { items: unknown[] }[]; pageParams: unknown[] }>(
      getListComparisonsInfiniteQueryKey(params),
    );
    expect(cached?.pages).toHaveLength(1);
    expect(cached?.pages[0].items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(cached?.pageParams).toEqual([undefined]);
    expect(client.getQueryData(getListComparisonsQueryKey(params))).toBeUndefined();
  });
});
