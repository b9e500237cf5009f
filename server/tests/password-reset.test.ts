// Password reset by mail against the real server: the neutral answer, the mailed link in the
// account's language, a token kept only as a hash, valid once and for 30 minutes (a fake clock),
// and every session of the account ended by the reset.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../auth/tokens';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // The rate limits are rate-limit.test.ts's business (and the last test's); here every test asks for
  // links and uses or checks them.
  server = await startTestServer({
    publicUrl: 'https://kiyasla.example',
    rateLimits: {
      forgotPassword: { limit: 100, windowMs: 60_000 },
      resetPassword: { limit: 100, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
async function freshAccount(language: 'tr' | 'en' = 'en'): Promise<{ email: string; password: string }> {
  counter += 1;
  const account = { email: `reset-${counter}-${language}@example.com`, password: 'Old.Pass123' };
  const made = await server.call('POST', '/api/register', {
    body: { name: `Reset ${counter}`, ...account, language },
  });
  expect(made.status).toBe(201);
  return account;
}

/** The mail sent to `email` after `before` mails, once the server (which answers first) has sent it. */
async function mailTo(email: string, before: number) {
  await vi.waitFor(() => expect(server.mails.slice(before).some((mail) => mail.to === email)).toBe(true));
  return server.mails.slice(before).find((mail) => mail.to === email)!;
}

const tokenOf = (mailText: string): string => {
  const link = /https:\/\/kiyasla\.example\/reset-password\?token=([\w-]+)/.exec(mailText);
  expect(link).not.toBeNull();
  return link![1]!;
};

async function requestLink(email: string): Promise<string> {
  const before = server.mails.length;
  const answer = await server.call('POST', '/api/forgot-password', { body: { email } });
  expect(answer.status).toBe(200);
  return tokenOf((await mailTo(email, before)).text);
}

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { email } = await freshAccount();
    const before = server.mails.length;
    const known = await server.call('POST', '/api/forgot-password', { body: { email }, language: 'tr' });
    const unknown = await server.call('POST', '/api/forgot-password', {
      body: { email: 'nobody-here@example.com' },
      language: 'tr',
    });
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    await mailTo(email, before);
    // Give a mail to the unknown address every chance to be sent before saying there is none.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.mails.slice(before).map((mail) => mail.to)).toEqual([email]);
  });

  it("mails in the account's language, not the request's", async () => {
    const tr = await freshAccount('tr');
    const en = await freshAccount('en');
    let before = server.mails.length;
    await server.call('POST', '/api/forgot-password', { body: { email: tr.email }, language: 'en' });
    const trMail = await mailTo(tr.email, before);
    expect(trMail.subject).toBe('Kıyasla şifrenizi sıfırlayın');
    expect(trMail.text).toContain('30 dakika');
    before = server.mails.length;
    await server.call('POST', '/api/forgot-password', { body: { email: en.email }, language: 'tr' });
    const enMail = await mailTo(en.email, before);
    expect(enMail.subject).toBe('Reset your Kıyasla password');
    expect(enMail.text).toContain('30 minutes');
  });

  it('stores only a hash of the token', async () => {
    const { email } = await freshAccount();
    const token = await requestLink(email);
    const stored = await server.db.selectFrom('password_resets').select('token_hash').execute();
    const hashes = stored.map((row) => row.token_hash);
    expect(hashes).toContain(hashToken(token));
    expect(hashes).not.toContain(token);
  });

  it('sets the new password once, ends every session, and refuses the used link with 410', async () => {
    const account = await freshAccount('tr');
    const sessionA = await server.login(account.email, account.password);
    const sessionB = await server.login(account.email, account.password);
    const token = await requestLink(account.email);
    const reset = await server.call('POST', '/api/reset-password', {
      body: { token, password: 'New.Pass456' },
      language: 'tr',
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { success: true, message: 'Şifreniz değiştirildi. Artık yeni şifrenizle giriş yapabilirsiniz.' },
    });
    for (const session of [sessionA, sessionB])
      expect((await server.call('GET', '/api/users/me', { token: session })).status).toBe(401);
    const old = await server.call('POST', '/api/login', { body: account });
    expect(old.status).toBe(401);
    const fresh = await server.call('POST', '/api/login', { body: { email: account.email, password: 'New.Pass456' } });
    expect(fresh.status).toBe(200);
    const again = await server.call('POST', '/api/reset-password', { body: { token, password: 'Third.Pass789' } });
    expect(again).toMatchObject({
      status: 410,
      body: { success: false, message: 'This reset link has expired or has already been used. Request a new one.' },
    });
    // The refused link changed nothing.
    expect(
      (await server.call('POST', '/api/login', { body: { email: account.email, password: 'New.Pass456' } })).status,
    ).toBe(200);
  });

  it('a link works for 30 minutes, not a minute more', async () => {
    const account = await freshAccount();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T10:00:00Z');
    vi.setSystemTime(start);
    const early = await requestLink(account.email);
    vi.setSystemTime(new Date(start.getTime() + 29 * 60_000));
    expect(
      (await server.call('POST', '/api/reset-password', { body: { token: early, password: 'Within.Time1' } })).status,
    ).toBe(200);
    vi.setSystemTime(start);
    const late = await requestLink(account.email);
    vi.setSystemTime(new Date(start.getTime() + 31 * 60_000));
    expect(
      (await server.call('POST', '/api/reset-password', { body: { token: late, password: 'Too.Late123' } })).status,
    ).toBe(410);
    vi.useRealTimers();
    expect(
      (await server.call('POST', '/api/login', { body: { email: account.email, password: 'Within.Time1' } })).status,
    ).toBe(200);
  });

  it('refuses a new password that registration would refuse, and an unknown token', async () => {
    const { email } = await freshAccount();
    const token = await requestLink(email);
    const short = await server.call('POST', '/api/reset-password', { body: { token, password: '12345' } });
    expect(short.status).toBe(422);
    expect(short.body.errors.map((e: { field: string }) => e.field)).toEqual(['password']);
    const unknown = await server.call('POST', '/api/reset-password', {
      body: { token: 'not-a-real-token', password: 'Fine.Pass123' },
    });
    expect(unknown.status).toBe(410);
  });

  it('tells whether a link still works before a password is typed, without using it', async () => {
    const account = await freshAccount();
    const check = (token: string) => server.call('POST', '/api/password-resets/check', { body: { token } });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-02-01T10:00:00Z');
    vi.setSystemTime(start);
    const expiring = await requestLink(account.email);
    const live = await requestLink(account.email);
    expect(await check(live)).toMatchObject({ status: 200, body: { data: { usable: true, email: account.email } } });
    // Checking twice changes nothing: the link still sets the password afterwards.
    expect((await check(live)).body.data.usable).toBe(true);
    vi.setSystemTime(new Date(start.getTime() + 31 * 60_000));
    expect(await check(expiring)).toMatchObject({
      status: 200,
      body: { data: { usable: false, email: account.email } },
    });
    vi.setSystemTime(new Date(start.getTime() + 29 * 60_000));
    const reset = await server.call('POST', '/api/reset-password', {
      body: { token: live, password: 'Checked.Pass1' },
    });
    expect(reset.status).toBe(200);
    expect(await check(live)).toMatchObject({ status: 200, body: { data: { usable: false, email: account.email } } });
    vi.useRealTimers();
    const unknown = await check('not-a-real-token');
    expect(unknown).toMatchObject({ status: 200, body: { data: { usable: false } } });
    expect(unknown.body.data).not.toHaveProperty('email');
  });

  it("checks count toward the reset's limit per address", async () => {
    const limited = await startTestServer({ rateLimits: { resetPassword: { limit: 2, windowMs: 60_000 } } });
    try {
      const body = { token: 'not-a-real-token' };
      expect((await limited.call('POST', '/api/password-resets/check', { body })).status).toBe(200);
      expect((await limited.call('POST', '/api/password-resets/check', { body })).status).toBe(200);
      expect((await limited.call('POST', '/api/password-resets/check', { body })).status).toBe(429);
      const reset = await limited.call('POST', '/api/reset-password', { body: { ...body, password: 'Fine.Pass123' } });
      expect(reset.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers within the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
