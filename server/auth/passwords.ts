// Passwords: scrypt from node:crypto with a per-user random salt, compared in constant time.
// Stored as `scrypt$N$r$p$salt$hash` (base64url): the cost travels with each hash, so hashes made
// with an older, lower cost (N=2^14 at first) still verify after it was raised.
//
// Every hash and verification goes through one queue: at most `concurrency` run at once (each takes
// a core and 128 MiB for about a third of a second), the rest wait their turn, and one that has
// waited `deadlineMs` is refused with PasswordQueueBusy (services/accounts.ts answers it with a 503
// and Retry-After) instead of piling up: a burst of logins cannot take the CPU, the memory or
// libuv's thread pool from everyone else. Askers (a signed-in account, or a client address) take
// turns in it, each with at most its share of places (auth/hash-askers.ts), so one account's burst
// cannot hold it either.
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashShareOf } from './hash-askers';

const KEY_LENGTH = 64;
/** log2 of scrypt's N: OWASP's password storage cheat sheet (2025) asks for N=2^17, r=8, p=1 at the least. */
export const DEFAULT_HASH_COST = 17;
/** PASSWORD_HASH_COST's range: under 17 only for tests (a hash in milliseconds), 20 takes 1 GiB per hash. */
export const HASH_COST_RANGE = { min: 10, max: 20 } as const;

type Cost = { N: number; r: 8; p: 1 };
const costOf = (log2N: number): Cost => ({ N: 2 ** log2N, r: 8, p: 1 });
let cost = costOf(DEFAULT_HASH_COST);

/**
 * The cost new hashes are made with (the server's PASSWORD_HASH_COST, set at its start). Stored
 * hashes keep theirs: a login verifies them at the cost they name.
 */
export function configurePasswordCost(log2N: number): void {
  cost = costOf(log2N);
}

/** Today's cost of a new hash. */
export const passwordCost = (): Cost => cost;

export interface QueueOptions {
  concurrency: number;
  deadlineMs: number;
  perOwner?: number | ((owner: string) => number);
}

/**
 * Refused by the hash queue, never started; worth trying again in `retryAfterSeconds`. `full`: it
 * waited its deadline behind everyone's work (the server is busy); `share`: its asker already holds
 * all the places it may (the asker sends too much at once, the server is not busy).
 */
export class PasswordQueueBusy extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly reason: 'full' | 'share' = 'full',
  ) {
    super(`the password hash queue refused the task (${reason}); try again in ${retryAfterSeconds} s`);
  }
}

/**
 * A bounded queue: at most `concurrency` tasks run; the others wait, each at most `deadlineMs`
 * (then rejected with PasswordQueueBusy, never started). Each task has an owner (the account it
 * is for), and the queue is fair between owners: the next task to start is the oldest of the
 * owner whose last task started longest ago, so one account's burst waits behind everyone else's
 * next hash rather than in front of it. An owner may have at most
 * `perOwner` tasks waiting or running (a number, or each owner's own share); one more is refused
 * at once, never started.
 */
export function boundedQueue(options: QueueOptions) {
  const { perOwner = Infinity } = options;
  const shareOf = typeof perOwner === 'number' ? () => perOwner : perOwner;
  let running = 0;
  /** Each owner's waiting tasks, oldest first. */
  const waiting = new Map<string, { start: () => void; timer: NodeJS.Timeout }[]>();
  /** Tasks of each owner waiting or running. */
  const held = new Map<string, number>();
  /** When each owner holding a place last had a task started (a running count, not a clock). */
  const lastStart = new Map<string, number>();
  let starts = 0;
  const release = (owner: string) => {
    const left = (held.get(owner) ?? 1) - 1;
    if (left > 0) return held.set(owner, left);
    held.delete(owner);
    lastStart.delete(owner);
  };
  const next = () => {
    // The owner whose last hash started longest ago (or never) goes first.
    let owner: string | undefined;
    for (const candidate of waiting.keys())
      if (owner === undefined || (lastStart.get(candidate) ?? -1) < (lastStart.get(owner) ?? -1)) owner = candidate;
    if (owner === undefined) return;
    const turn = waiting.get(owner)!;
    const waiter = turn.shift()!;
    if (!turn.length) waiting.delete(owner);
    clearTimeout(waiter.timer);
    waiter.start();
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return [...waiting.values()].reduce((sum, turn) => sum + turn.length, 0);
    },
    run<T>(task: () => Promise<T>, owner = ''): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if ((held.get(owner) ?? 0) >= shareOf(owner)) return reject(new PasswordQueueBusy(1, 'share'));
        held.set(owner, (held.get(owner) ?? 0) + 1);
        const start = () => {
          running++;
          lastStart.set(owner, ++starts);
          // The place is given back before the asker hears the answer: an account's next hash
          // (the new password after checking the current one) finds its place free.
          task()
            .finally(() => {
              running--;
              release(owner);
              next();
            })
            .then(resolve, reject);
        };
        if (running < options.concurrency) return start();
        const waiter = {
          start,
          timer: setTimeout(() => {
            const turn = waiting.get(owner) ?? [];
            turn.splice(turn.indexOf(waiter), 1);
            if (!turn.length) waiting.delete(owner);
            release(owner);
            reject(new PasswordQueueBusy(Math.max(1, Math.ceil(options.deadlineMs / 1000))));
          }, options.deadlineMs),
        };
        const turn = waiting.get(owner);
        if (turn) turn.push(waiter);
        else waiting.set(owner, [waiter]);
      });
    },
  };
}

/** Half the cores (at least one): the other half stays with the event loop and the database. */
let queue = boundedQueue({
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  deadlineMs: 10_000,
  perOwner: hashShareOf,
});

/** Replaces the hash queue (the server's settings, or a test's). Hashes already queued finish in the old one. */
export function configurePasswordQueue(options: QueueOptions): void {
  queue = boundedQueue({ perOwner: hashShareOf, ...options });
}

function scrypt(
  password: string,
  salt: Buffer,
  options: ScryptOptions & { N: number; r: number },
  owner: string,
): Promise<Buffer> {
  return queue.run(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(
          password.normalize('NFC'),
          salt,
          KEY_LENGTH,
          // scrypt needs 128·N·r bytes; a little more for the rest.
          { ...options, maxmem: 128 * options.N * options.r + 16 * 1024 * 1024 },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
    owner,
  );
}

/** `owner`: who asks for it (the hash queue takes turns between askers). */
export async function hashPassword(password: string, owner = ''): Promise<string> {
  const salt = randomBytes(16);
  const made = cost;
  const key = await scrypt(password, salt, made, owner);
  return ['scrypt', made.N, made.r, made.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Cost parameters a stored hash may name: the ones this server ever wrote (whatever its
 * PASSWORD_HASH_COST was then), up to 2^20 (1 GiB).
 */
function storedCost(n: string, r: string, p: string): { N: number; r: number; p: number } | undefined {
  const named = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(named.N) && named.N >= 2 && (named.N & (named.N - 1)) === 0;
  if (!powerOfTwo || named.N > 2 ** HASH_COST_RANGE.max || named.r !== 8 || named.p !== 1) return undefined;
  return named;
}

/** `owner`: who asks for it (the hash queue takes turns between askers). */
export async function verifyPassword(password: string, stored: string, owner = ''): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const named = storedCost(n, r, p);
  if (scheme !== 'scrypt' || !salt || !hash || !named) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), named, owner);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with less than today's cost (a login then stores a new one). */
export function needsRehash(stored: string): boolean {
  const [, n] = stored.split('$');
  return Number(n) < cost.N;
}

/**
 * A hash of nothing anyone knows, at today's cost: login compares against it when the email is
 * unknown, so both cases take as long.
 */
export const dummyHash = (): string => `scrypt$${cost.N}$${cost.r}$${cost.p}$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(86)}`;
