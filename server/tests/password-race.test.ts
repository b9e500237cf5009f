// A password change ends every other session, including those of logins with the old password
// that were still in flight when it committed (they read the old password, then wrote a session).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_EMAILS, SEED_PASSWORD } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { login: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await server?.close();
});

it('10 logins with the old password fired around each of 5 changes: not one of their tokens works afterwards', async () => {
  const email = SEED_EMAILS.hobby;
  let password = SEED_PASSWORD;
  const here = await server.login(email, password);
  const survivors: string[] = [];
  let racedTokens = 0;
  for (let round = 1; round <= 5; round += 1) {
    const next = `Round-${round}-Passw0rd`;
    const logins = Array.from({ length: 10 }, () => server.call('POST', '/api/login', { body: { email, password } }));
    const change = server.call('PUT', '/api/users/me/password', {
      token: here,
      body: { oldPassword: password, newPassword: next },
    });
    expect((await change).status).toBe(200);
    for (const login of await Promise.all(logins)) {
      if (login.status !== 200) continue;
      racedTokens += 1;
      const me = await server.call('GET', '/api/users/me', { token: login.body.data.token });
      if (me.status !== 401) survivors.push(`round ${round}: ${me.status}`);
    }
    expect((await server.call('GET', '/api/users/me', { token: here })).status).toBe(200);
    password = next;
  }
  console.log(`password race: ${racedTokens} of 50 logins got a token; ${survivors.length} still work`);
  expect(survivors).toEqual([]);
  expect(server.violations).toEqual([]);
});
