// Rate limits behind a load balancer: the client address comes from X-Forwarded-For as far as the
// trusted proxies vouch for it, never from its left end (which the client writes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('bad logins with a new address at the left of X-Forwarded-For each time, through one trusted proxy', () => {
  // A limit of 3 proves what the real 30 would: each login within the limit costs a password hash
  // (scrypt), and 60 of them made this file take 8 s alone and time out on a busy machine.
  const LIMIT = 3;
  const TRIED = LIMIT + 2;
  const LIMITED = [...Array(LIMIT).fill(401), ...Array(TRIED - LIMIT).fill(429)];

  /**
   * A server trusting the proxy as `trustProxy` says, started in a hook (whose time limit is the
   * start's, not the test's), closed after its tests.
   */
  function serverTrusting(trustProxy: TrustProxy): () => TestServer {
    let server: TestServer | undefined;
    beforeAll(async () => {
      server = await startTestServer({ trustProxy, rateLimits: { login: { limit: LIMIT, windowMs: 15 * 60_000 } } });
    });
    afterAll(async () => {
      await server?.close();
    });
    return () => server!;
  }

  // The test client is the proxy (it connects from 127.0.0.1); the proxy appends what it saw.
  async function statuses(server: TestServer): Promise<number[]> {
    const answers: number[] = [];
    for (let n = 0; n < TRIED; n += 1) {
      const { status } = await server.call('POST', '/api/login', {
        body: { email: SEED_EMAILS.free, password: 'not-the-password' },
        headers: { 'X-Forwarded-For': `198.51.100.${n + 1}, 203.0.113.7` },
      });
      answers.push(status);
    }
    expect(server.violations).toEqual([]);
    return answers;
  }

  describe('with the proxy named by address', () => {
    const server = serverTrusting({ addresses: ['127.0.0.1'] });
    it('are limited by the address the proxy appended', async () => {
      expect(await statuses(server())).toEqual(LIMITED);
    });
  });

  describe('with a hop count of 1', () => {
    const server = serverTrusting({ hops: 1 });
    it('are limited the same', async () => {
      expect(await statuses(server())).toEqual(LIMITED);
    });
  });
});
