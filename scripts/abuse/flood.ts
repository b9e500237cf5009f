// One client sending the same request over and over from a process of its own, as an attacker's
// would be: the flood's own cost (building requests, reading answers) is not the server's, so a
// figure that measures how others fare during it measures the server, not the figure's client.
//
// The parent starts it with startFlood() and stops it with stop(), which answers how often each
// status came back. A flood stops by itself after a minute, whatever its parent does.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isMain } from './figure';

export interface FloodOrders {
  url: string;
  method: string;
  body: unknown;
  token: string;
  /** The X-Forwarded-For address the flood comes from. */
  address: string;
  /** Requests in flight at once. */
  loops: number;
  /** How long a loop waits after a 429 before its next request. */
  pauseAfterRefusalMs: number;
}

type Statuses = Record<string, number>;
const LONGEST_MS = 60_000;

export interface Flood {
  stop(): Promise<Statuses>;
}

/** Starts a flood in a child process; resolves once its first answer came back. */
export function startFlood(orders: FloodOrders): Promise<Flood> {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(orders)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () =>
      resolve({
        stop() {
          return new Promise<Statuses>((answer, fail) => {
            child.on('message', (message: { statuses?: Statuses }) => {
              if (message.statuses) answer(message.statuses);
            });
            child.once('exit', (code) => fail(new Error(`flood ended (exit ${code}) before it answered`)));
            child.send('stop');
          });
        },
      }),
    );
    child.once('exit', (code) => reject(new Error(`flood ended (exit ${code}) before its first answer`)));
  });
}

async function flood(orders: FloodOrders): Promise<void> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const statuses: Statuses = {};
  let stop = false;
  let told = false;
  process.on('message', () => (stop = true));
  setTimeout(() => (stop = true), LONGEST_MS).unref();
  const loops = Array.from({ length: orders.loops }, async () => {
    while (!stop) {
      const response = await fetch(orders.url, {
        method: orders.method,
        headers: {
          'X-Forwarded-For': orders.address,
          'Content-Type': 'application/json',
          Authorization: `Bearer ${orders.token}`,
        },
        body: JSON.stringify(orders.body),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (!told) {
        told = true;
        process.send!('flooding');
      }
      if (response.status === 429) await sleep(orders.pauseAfterRefusalMs);
    }
  });
  await Promise.all(loops);
  process.send!({ statuses }, () => process.exit(0));
}

if (isMain(import.meta.url)) await flood(JSON.parse(process.argv[2]!) as FloodOrders);
