// Rate limits behind a load balancer: the client address comes from X-Forwarded-For as far as the
// trusted proxies vouch for it, never from its left end (which the client writes).
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig, type TrustProxy } from '../config';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

describe('TRUST_PROXY', () => {
  it('refuses true, with what to set instead', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would let any client choose/);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
  });

  it('takes a hop count, or addresses and ranges; anything else stops the start with the entry named', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '192.168.1.5', '::1', 'loopback'],
    });
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/"yes" is neither/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33" is neither/);
  });
});

describe('40 bad logins with a new address at the left of X-Forwarded-For each time, through one trusted proxy', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  // The test client is the proxy (it connects from 127.0.0.1); the proxy appends what it saw.
  async function statuses(trustProxy: TrustProxy): Promise<number[]> {
    server = await startTestServer({ trustProxy, rateLimits: { login: { limit: 30, windowMs: 15 * 60_000 } } });
    const answers: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      const { status } = await server.call('POST', '/api/login', {
        body: { email: SEED_EMAILS.free, password: 'not-the-password' },
        headers: { 'X-Forwarded-For': `198.51.100.${n + 1}, 203.0.113.7` },
      });
      answers.push(status);
    }
    expect(server.violations).toEqual([]);
    return answers;
  }

  it('are limited by the address the proxy appended, with the proxy named by address', async () => {
    const answers = await statuses({ addresses: ['127.0.0.1'] });
    expect(answers.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(answers.slice(30)).toEqual(Array(10).fill(429));
  });

  it('are limited the same with a hop count of 1', async () => {
    const answers = await statuses({ hops: 1 });
    expect(answers.slice(30)).toEqual(Array(10).fill(429));
  });
});
