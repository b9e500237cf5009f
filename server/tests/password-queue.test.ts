// Password hashing that cannot starve the server — a bounded number of scrypt hashes at
// once, a queue with a deadline (then a 503 with Retry-After), OWASP's cost, old hashes still valid.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boundedQueue,
  configurePasswordCost,
  configurePasswordQueue,
  DEFAULT_HASH_COST,
  dummyHash,
  hashPassword,
  needsRehash,
  passwordCost,
  PasswordQueueBusy,
  verifyPassword,
} from '../auth/passwords';
import { SEED_EMAILS, SEED_PASSWORD } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

/** A hash as the server wrote them before the cost was raised: N=2^14. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const DEFAULT_QUEUE = { concurrency: 1, deadlineMs: 10_000 };

describe('the hash queue', () => {
  it('runs at most `concurrency` tasks at once, the others in their turn', async () => {
    const queue = boundedQueue({ concurrency: 2, deadlineMs: 5_000 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (index: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
      order.push(index);
      return index;
    };
    const results = await Promise.all(Array.from({ length: 7 }, (_, index) => queue.run(task(index))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses a task that waited past the deadline, saying when to try again, without ever starting it', async () => {
    const queue = boundedQueue({ concurrency: 1, deadlineMs: 30 });
    let release: () => void = () => {};
    const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    let started = false;
    const late = queue.run(async () => {
      started = true;
    });
    const error = await late.catch((caught: unknown) => caught);
    // The API answers it with 503 serverBusy and Retry-After: "through the API" below.
    expect(error).toBeInstanceOf(PasswordQueueBusy);
    expect((error as PasswordQueueBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    release();
    await blocker;
    expect(started).toBe(false);
    expect(queue.waiting).toBe(0);
    // A failing task frees its place too.
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('the hash queue between accounts', () => {
  /** A task that records when it starts and ends when `release` is called. */
  function gated(log: string[], name: string) {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    return {
      task: async () => {
        log.push(name);
        await gate;
      },
      release: () => release(),
    };
  }

  it("accounts take turns: another account's hash starts right after the running one, ahead of one account's backlog", async () => {
    const queue = boundedQueue({ concurrency: 1, deadlineMs: 5_000, perOwner: 10 });
    const log: string[] = [];
    const flood = Array.from({ length: 4 }, (_, n) => gated(log, `flood ${n}`));
    const other = gated(log, 'other');
    const done = [...flood.map(({ task }) => queue.run(task, 'account:flood')), queue.run(other.task, 'account:other')];
    for (const step of [flood[0], other, flood[1], flood[2], flood[3]]) {
      await new Promise((resolve) => setImmediate(resolve));
      step.release();
    }
    await Promise.all(done);
    expect(log).toEqual(['flood 0', 'other', 'flood 1', 'flood 2', 'flood 3']);
  });

  it('one account holds at most `perOwner` places: one more is refused at once, never started', async () => {
    const queue = boundedQueue({ concurrency: 1, deadlineMs: 5_000, perOwner: 2 });
    const log: string[] = [];
    const first = gated(log, 'first');
    const second = gated(log, 'second');
    const third = gated(log, 'third');
    const running = [queue.run(first.task, 'account:a'), queue.run(second.task, 'account:a')];
    await expect(queue.run(third.task, 'account:a')).rejects.toBeInstanceOf(PasswordQueueBusy);
    // Another account still gets its place.
    const other = gated(log, 'other');
    const elsewhere = queue.run(other.task, 'account:b');
    first.release();
    second.release();
    other.release();
    await Promise.all([...running, elsewhere]);
    expect(log).toEqual(['first', 'other', 'second']);
    expect(queue.waiting).toBe(0);
  });
});

describe('hashes', () => {
  it("new hashes use OWASP's cost (N=2^17, r=8, p=1) and verify; the dummy hash has the same cost", async () => {
    const stored = await hashPassword('Gizli.Parola123');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(passwordCost().N).toBeGreaterThanOrEqual(2 ** 17);
    expect(dummyHash().split('$').slice(1, 4)).toEqual([String(passwordCost().N), '8', '1']);
    expect(await verifyPassword('Gizli.Parola123', stored)).toBe(true);
    expect(await verifyPassword('gizli.parola123', stored)).toBe(false);
  });

  it('hashes written with the old cost (N=2^14) still verify; nonsense costs do not run', async () => {
    const stored = oldHash('Eski.Parola1');
    expect(await verifyPassword('Eski.Parola1', stored)).toBe(true);
    expect(await verifyPassword('Eski.Parola2', stored)).toBe(false);
    expect(await verifyPassword('x', stored.replace('$16384$', '$12345$'))).toBe(false);
    expect(await verifyPassword('x', stored.replace('$16384$', `$${2 ** 24}$`))).toBe(false);
  });

  it("with a lower PASSWORD_HASH_COST (the tests'), hashes of the higher cost still verify and are not rehashed", async () => {
    const stored = await hashPassword('Gizli.Parola123');
    configurePasswordCost(14);
    try {
      expect(await verifyPassword('Gizli.Parola123', stored)).toBe(true);
      expect(needsRehash(stored)).toBe(false);
      const cheap = await hashPassword('Gizli.Parola123');
      expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 14), '8', '1']);
      expect(dummyHash().split('$')[1]).toBe(String(2 ** 14));
      configurePasswordCost(DEFAULT_HASH_COST);
      expect(await verifyPassword('Gizli.Parola123', cheap)).toBe(true);
      expect(needsRehash(cheap)).toBe(true);
    } finally {
      configurePasswordCost(DEFAULT_HASH_COST);
    }
  });
});

describe('through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Production's cost, not the other test servers' cheap one: this file checks the real thing.
    server = await startTestServer({
      passwordHashCost: DEFAULT_HASH_COST,
      rateLimits: { login: { limit: 1000, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    configurePasswordQueue(DEFAULT_QUEUE);
    await server?.close();
  });

  it("the seed accounts' stored hashes are scrypt at OWASP's cost (N=2^17, r=8, p=1)", async () => {
    await server.login(SEED_EMAILS.hobby);
    const user = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('email_key', '=', SEED_EMAILS.hobby)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('a login whose hash waited too long is a 503 with Retry-After', async () => {
    configurePasswordQueue({ concurrency: 1, deadlineMs: 1 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          server.call('POST', '/api/login', { body: { email: SEED_EMAILS.hobby, password: SEED_PASSWORD } }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      const busy = answers.find((answer) => answer.status === 503);
      expect(Number(busy?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(busy?.body.success).toBe(false);
      expect(busy?.body.message).toMatch(/busy/i);
      expect(server.violations).toEqual([]);
    } finally {
      configurePasswordQueue(DEFAULT_QUEUE);
    }
  });

  it("a login with an old-cost hash works and upgrades the stored hash to today's cost", async () => {
    await server.db
      .updateTable('users')
      .set({ password_hash: oldHash(SEED_PASSWORD) })
      .where('email_key', '=', SEED_EMAILS.free)
      .execute();
    await server.login(SEED_EMAILS.free);
    const deadline = Date.now() + 20_000;
    let stored = '';
    while (Date.now() < deadline) {
      const row = await server.db
        .selectFrom('users')
        .select('password_hash')
        .where('email_key', '=', SEED_EMAILS.free)
        .executeTakeFirstOrThrow();
      stored = row.password_hash;
      if (stored.startsWith(`scrypt$${2 ** 17}$`)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(stored.startsWith(`scrypt$${2 ** 17}$`)).toBe(true);
    await server.login(SEED_EMAILS.free);
  });
});
