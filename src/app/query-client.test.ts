import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { getCurrentUser } from '@/api/generated/query/users/users';
import { login } from '@/api/generated/query/auth/auth';
import { ContractError } from '@/api/errors';
import { createQueryClient, reportError } from './query-client';
import { getGetCurrentUserMockHandler500 } from '@/api/generated/query/users/users.msw';
import { answerError } from '@tests/api-answers';
import { testToken } from '@tests/test-user';

const user = { id: 'u1', email: 'a@example.com', name: 'Ayşe', language: 'en', package_name: 'Level_2' } as const;

function contractLogs(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.filter(([first]) => String(first).startsWith('Contract violation'));
}

describe('the global error policy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a query whose answer breaks the contract once, with the operation and the field (after the retry)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/users/me', () => HttpResponse.json({ success: true, data: { ...user, package_name: 'Gold' } })),
    );
    const client = createQueryClient({ queries: { retryDelay: 0 } });
    await expect(client.fetchQuery({ queryKey: ['me'], queryFn: () => getCurrentUser() })).rejects.toBeInstanceOf(
      ContractError,
    );
    expect(contractLogs(log)).toEqual([
      [
        expect.stringMatching(
          /^Contract violation\. Response of getCurrentUser breaks the contract at data\.package_name: /,
        ),
        expect.any(ContractError),
      ],
    ]);
  });

  it('logs a mutation whose answer breaks the contract once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ success: true, data: { token: testToken('t'), user: { ...user, language: 'xx' } } }),
      ),
    );
    const client = createQueryClient();
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => login({ email: user.email, password: 'secret1' }) });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ContractError);
    expect(contractLogs(log)).toEqual([
      [
        expect.stringMatching(/^Contract violation\. Response of login breaks the contract at data\.user\.language: /),
        expect.any(ContractError),
      ],
    ]);
  });

  it('does not log what the server said on purpose, and never the same error twice', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(answerError(getGetCurrentUserMockHandler500, 'Nope'));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['me'], queryFn: () => getCurrentUser() })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
    expect(log).not.toHaveBeenCalled();

    const breach = new ContractError('listPackages', 'data.0.name', 'Invalid option');
    reportError(breach);
    reportError(breach);
    expect(contractLogs(log)).toHaveLength(1);
  });
});
