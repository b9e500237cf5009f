// Calls the API as a fresh user (fixtures.ts's freshUser), from the test rather than the browser:
// for setting up data a journey then reads (a history to scroll, entries to delete).
import type { APIRequestContext } from '@playwright/test';
import type { FreshUser } from '../fixtures';

export async function apiAs<T = unknown>(
  request: APIRequestContext,
  user: Pick<FreshUser, 'token'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${user.token}`, 'Accept-Language': 'en' },
    data,
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as T };
}
