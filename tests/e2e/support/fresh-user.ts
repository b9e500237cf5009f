// A user of its own for a journey that changes state: one server serves every worker and test,
// so a journey that saves a profile, buys a package, deletes or shares a comparison must not do
// it to a demo account another test reads. Registered and put on its package level through the
// API (openapi.yaml: register, login, changePackage); the journey then signs in through the UI.
// Until fixtures.ts gets its own freshUser (helper e2e-a), the journeys of this folder use this one.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Language, PackageName } from '@/api/generated/model';
import { SEED_PASSWORD } from '../fixtures';

export interface FreshUser {
  email: string;
  /** The demo accounts' password, so the fixtures' `signIn(page, email)` signs this user in too. */
  password: string;
  name: string;
  language: Language;
  level: PackageName;
  /** A bearer token of a session of its own (not the browser's), for setting up data through the API. */
  token: string;
}

export interface FreshUserOptions {
  name?: string;
  language?: Language;
}

/** Registers a new account, signs it in through the API and, unless Level_1, changes its package. */
export async function freshUser(
  request: APIRequestContext,
  level: PackageName = 'Level_1',
  options: FreshUserOptions = {},
): Promise<FreshUser> {
  const email = `e2e-${randomUUID()}@example.com`;
  const name = options.name ?? 'Fresh User';
  const language = options.language ?? 'en';
  const password = SEED_PASSWORD;

  const registered = await request.post('/api/register', { data: { name, email, password, language } });
  expect(registered.status(), `register ${email}: ${await registered.text()}`).toBe(201);

  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.status(), `login ${email}: ${await login.text()}`).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  if (level !== 'Level_1') {
    const changed = await request.put('/api/packages/me', {
      headers: { Authorization: `Bearer ${token}` },
      data: { package_name: level },
    });
    expect(changed.status(), `package ${level} for ${email}: ${await changed.text()}`).toBe(200);
  }
  return { email, password, name, language, level, token };
}

/** Calls the API as `user`, from the test (not the browser): for setting up data a journey reads. */
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
