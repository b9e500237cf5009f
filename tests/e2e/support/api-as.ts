// Calls the API as a fresh user (fixtures.ts's freshUser), from the test rather than the browser:
// for setting up data a journey then reads (a history to scroll, entries to delete).
import type { APIRequestContext } from '@playwright/test';
import type { FreshUser } from '../fixtures';

export async function apiAs<T = unknown>(
  request: APIRequestContext,
  user: Pick<FreshUser, 'token'> & Partial<Pick<FreshUser, 'language'>>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await request.fetch(path, {
    method,
    // In the user's own language, as their browser would ask (reports are written in it).
    headers: { Authorization: `Bearer ${user.token}`, 'Accept-Language': user.language ?? 'en' },
    data,
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Reads a queued comparison until its report ends (the journeys' server writes demo reports at
 * once, so this is a few reads); fails unless it ends done.
 */
export async function reportDone(
  request: APIRequestContext,
  user: Pick<FreshUser, 'token'> & Partial<Pick<FreshUser, 'language'>>,
  id: string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const read = await apiAs<{ data: { status: string } }>(request, user, 'GET', `/api/comparisons/${id}`);
    const status = read.body.data.status;
    if (status === 'done') return;
    if (!['queued', 'writing'].includes(status) || Date.now() > deadline)
      throw new Error(`report ${id} ended ${status}: ${JSON.stringify(read.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs these queries as the user through the API (summary reports, ten at a time), each to its
 * end, so a journey starts with a history of its own; fails on the first one the server refuses.
 */
export async function compareAs(
  request: APIRequestContext,
  user: Pick<FreshUser, 'token'> & Partial<Pick<FreshUser, 'language'>>,
  queries: readonly string[],
): Promise<void> {
  for (let start = 0; start < queries.length; start += 10) {
    const batch = queries.slice(start, start + 10).map(async (query) => {
      const created = await apiAs(request, user, 'POST', '/api/comparisons', {
        query,
        features: [],
        isDetailed: false,
      });
      if (created.status !== 202)
        throw new Error(`"${query}" answered ${created.status}: ${JSON.stringify(created.body)}`);
      await reportDone(request, user, (created.body as { data: { id: string } }).data.id);
    });
    await Promise.all(batch);
  }
}
