import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { AxiosError } from 'axios';
import { server } from '@mocks/node';
import { listPackages } from '@/api/generated/query/packages/packages';
import { getCurrentUser } from '@/api/generated/query/users/users';
import { login, logout } from '@/api/generated/query/auth/auth';
import { ApiError, ContractError } from '@/api/errors';
import { setUnauthorizedHandler } from '@/api/http';
import { getToken, setInterfaceLanguage, setStoredUser, setToken } from '@/lib/session';
import { getLoginMockHandler401 } from '@/api/generated/query/auth/auth.msw';
import { getListPackagesMockHandler500 } from '@/api/generated/query/packages/packages.msw';
import { getGetCurrentUserMockHandler401 } from '@/api/generated/query/users/users.msw';
import { answerError } from '@tests/api-answers';

const user = { id: 'u1', email: 'a@example.com', name: 'Ayşe', language: 'en', package_name: 'Level_2' } as const;

function captureHeaders(path: string, body: Record<string, unknown> = { success: true, data: user }) {
  const seen: Headers[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json(body as never);
    }),
  );
  return seen;
}

describe('the HTTP layer (orval mutator)', () => {
  it('sends Accept-Language tr by default and no Authorization without a token', async () => {
    const seen = captureHeaders('/api/users/me');
    // Nothing tells the language: no stored user, no saved choice, no language on screen yet.
    setInterfaceLanguage('');
    await getCurrentUser();
    expect(seen[0].get('accept-language')).toBe('tr');
    expect(seen[0].get('authorization')).toBeNull();
  });

  it('sends the saved user language and the bearer token from localStorage or sessionStorage', async () => {
    const seen = captureHeaders('/api/users/me');
    setStoredUser({ ...user, language: 'en' });
    setToken('remembered-token', true);
    await getCurrentUser();
    expect(seen[0].get('accept-language')).toBe('en');
    expect(seen[0].get('authorization')).toBe('Bearer remembered-token');

    setToken('session-token', false);
    await getCurrentUser();
    expect(seen[1].get('authorization')).toBe('Bearer session-token');
  });

  it('a visitor (no stored user) sends the language on screen', async () => {
    const seen = captureHeaders('/api/users/me');
    setInterfaceLanguage('en');
    await getCurrentUser();
    setInterfaceLanguage('');
    expect(seen[0].get('accept-language')).toBe('en');
  });

  it('unwraps {success, data} to the data', async () => {
    captureHeaders('/api/users/me');
    await expect(getCurrentUser()).resolves.toEqual(user);
  });

  it('returns the envelope itself when it carries no data', async () => {
    setToken('t', true);
    server.use(http.post('*/api/logout', () => HttpResponse.json({ success: true, message: 'Bye' })));
    await expect(logout()).resolves.toEqual({ success: true, message: 'Bye' });
  });

  it('turns an error envelope into an http ApiError with the body message and the status', async () => {
    server.use(answerError(getListPackagesMockHandler500, 'Database is down'));
    const error = await listPackages().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      serverMessage: 'Database is down',
      operationId: 'listPackages',
    });
  });

  it('carries no server message when the failing body has none', async () => {
    server.use(
      http.get(
        '*/api/packages',
        () => new HttpResponse('<html>oops</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(listPackages()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 502,
      serverMessage: undefined,
    });
  });

  it('a transport failure is kind network, with no status and no server message (not the browser\'s "Network Error")', async () => {
    server.use(http.get('*/api/packages', () => HttpResponse.error()));
    const error = await listPackages().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      serverMessage: undefined,
      operationId: 'listPackages',
      cutOff: false,
    });
  });

  it('an answer whose connection breaks after the status and headers arrived is cut off, not unreachable', async () => {
    const encoder = new TextEncoder();
    server.use(
      http.get('*/api/packages', () => {
        // The first half of the body, then the connection goes away (as with a proxy that dies).
        // MSW 3 plays the answer over an emulated socket: a stream that fails at once closes it
        // before the status line is written, which is the unreachable case; the break comes a
        // moment later, once the head has gone out.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode('{"success":true,"data":[{"id":1,'));
            setTimeout(() => controller.error(new TypeError('network error')), 50);
          },
        });
        return new HttpResponse(body, {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Content-Length': '400' },
        });
      }),
    );
    await expect(listPackages()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
      status: 0,
      serverMessage: undefined,
      cutOff: true,
    });
  });

  it('an answer cut off halfway is kind network too, not a server message or a contract breach', async () => {
    const whole = JSON.stringify({ success: false, message: 'Database is down' });
    server.use(
      http.get(
        '*/api/packages',
        () => new HttpResponse(whole.slice(0, 20), { status: 500, headers: { 'Content-Type': 'application/json' } }),
      ),
      http.get(
        '*/api/users/me',
        () =>
          new HttpResponse(JSON.stringify({ success: true, data: user }).slice(0, 30), {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(listPackages()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
      serverMessage: undefined,
      cutOff: true,
    });
    await expect(getCurrentUser()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
      serverMessage: undefined,
      cutOff: true,
    });
  });

  it('a call that runs out of time is kind timeout', async () => {
    // MSW's interceptor never fires XHR timeouts, so the transport reports one as axios does.
    const adapter = () => Promise.reject(new AxiosError('timeout of 20ms exceeded', AxiosError.ECONNABORTED));
    await expect(listPackages({ timeout: 20, adapter })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'timeout',
      status: 0,
    });
  });

  it('a 401 on a call made with a token clears the session and redirects to the root', async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    setToken('expired', true);
    setStoredUser(user);
    server.use(answerError(getGetCurrentUserMockHandler401, 'Session expired'));
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 401, serverMessage: 'Session expired' });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('a 401 from the login form itself (no token) is just a wrong password', async () => {
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    server.use(answerError(getLoginMockHandler401, 'Invalid email or password.'));
    await expect(login({ email: 'a@example.com', password: 'nope' })).rejects.toMatchObject({
      serverMessage: 'Invalid email or password.',
    });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a response that breaks the contract gives a ContractError naming the operation and the field', async () => {
    server.use(
      http.get('*/api/users/me', () => HttpResponse.json({ success: true, data: { ...user, package_name: 'Gold' } })),
    );
    const error = await getCurrentUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).operationId).toBe('getCurrentUser');
    expect((error as ContractError).field).toBe('data.package_name');
    expect((error as ContractError).kind).toBe('contract');
  });

  it('an undocumented success status is a ContractError too', async () => {
    server.use(http.get('*/api/packages', () => HttpResponse.json({ success: true, data: [] }, { status: 203 })));
    await expect(listPackages()).rejects.toBeInstanceOf(ContractError);
  });
});
