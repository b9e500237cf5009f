// The report poller reads a live report at the pace the server asked for in the 202 that started
// it (Retry-After), and stops when the report reaches one of the schema's ended states.
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { recordRequests } from '@tests/api-answers';
import { createComparison } from '@/api/generated/query/comparisons/comparisons';
import { getGetComparisonMockHandler } from '@/api/generated/query/comparisons/comparisons.msw';
import { ComparisonEndedStatus, type Comparison } from '@shared/api/generated/model';
import { useStoredComparison } from './use-stored-comparison';

const BODY = { query: 'iPhone 16 vs Galaxy S25', features: [], isDetailed: false };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a comparison whose 202 asks for a read every `retryAfterSeconds`; the contract's queued example. */
async function runWithRetryAfter(retryAfterSeconds: number): Promise<Comparison> {
  // The generated handler answers the contract's own 202 example (a queued comparison).
  const queued = await createComparison(BODY);
  server.use(
    http.post('*/api/comparisons', () =>
      HttpResponse.json(
        { success: true, data: queued },
        {
          status: 202,
          headers: { Location: `/api/comparisons/${queued.id}`, 'Retry-After': String(retryAfterSeconds) },
        },
      ),
    ),
  );
  return createComparison(BODY);
}

function renderPoller(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useStoredComparison(id), { wrapper });
}

describe('the report poller', () => {
  it("reads a live report again after the 202's Retry-After, not on a fixed beat", async () => {
    const queued = await runWithRetryAfter(2);
    server.use(getGetComparisonMockHandler({ success: true, data: queued }));
    const reads = recordRequests('GET', `/api/comparisons/${queued.id}`);
    const { unmount } = renderPoller(queued.id);
    await waitFor(() => expect(reads).toHaveLength(1));
    // A fixed one-second beat would have read it again by now.
    await sleep(1500);
    expect(reads).toHaveLength(1);
    await waitFor(() => expect(reads).toHaveLength(2), { timeout: 2000 });
    unmount();
  });

  it.each(Object.values(ComparisonEndedStatus))('stops reading once the report is %s', async (status) => {
    const queued = await runWithRetryAfter(1);
    server.use(getGetComparisonMockHandler({ success: true, data: { ...queued, status } as Comparison }));
    const reads = recordRequests('GET', `/api/comparisons/${queued.id}`);
    const { result, unmount } = renderPoller(queued.id);
    await waitFor(() => expect(result.current.data?.status).toBe(status));
    await sleep(1300);
    expect(reads).toHaveLength(1);
    unmount();
  });
});
