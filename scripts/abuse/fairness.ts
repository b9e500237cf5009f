// Load-and-abuse probe of issue findings 4, 5, 6, 8 and 9: one account against everyone else.
// Starts the reference server in this process on 127.0.0.1 (in-memory PGlite, demo accounts),
// each client behind its own X-Forwarded-For address (the server trusts loopback as a proxy), and
// prints one line per figure. Every scenario is bounded in time and requests; nothing leaves
// 127.0.0.1.
//
//   npx tsx scripts/abuse/fairness.ts [queue|model|password|reads|share ...]
//
// ABUSE_PORT (else a free port) is the server's port; the stand-in model of the "model" scenario
// takes a free port of its own on 127.0.0.1.
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; each figure reads the fields it needs */
import { performance } from 'node:perf_hooks';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { demoProvider } from '../../server/ai/demo-provider';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { SEED_EMAILS, SEED_PASSWORD } from '../../server/db/demo-accounts';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { DEFAULT_RATE_LIMITS, startServer, type RunningServer, type StartOptions } from '../../server/start';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias
import { startStubModel } from '../../server/tests/support/stub-model';
import { isMain, printFigure, type Figure } from './figure';
import { startFlood } from './flood';

const PORT = Number(process.env.ABUSE_PORT) || 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Client {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; ms: number }>;
  login(email: string, password?: string): Promise<{ status: number; ms: number }>;
  /** The token of its last login. */
  token(): string;
}

function client(server: RunningServer, address: string): Client {
  let token: string | undefined;
  const call: Client['call'] = async (method, path, body) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'X-Forwarded-For': address,
        'Accept-Language': 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, ms: performance.now() - started };
  };
  return {
    call,
    async login(email, password = SEED_PASSWORD) {
      const answer = await call('POST', '/api/login', { email, password });
      if (answer.status === 200) token = answer.body.data.token;
      return { status: answer.status, ms: answer.ms };
    },
    token() {
      if (!token) throw new Error('not signed in');
      return token;
    },
  };
}

async function withServer<T>(options: StartOptions, run: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer({
    dataDir: 'memory://',
    seedDemo: true,
    logger: false,
    host: '127.0.0.1',
    port: PORT,
    trustProxy: { addresses: ['loopback'] },
    ...options,
  });
  try {
    return await run(server);
  } finally {
    await server.close();
  }
}

const compareBody = { query: 'iPhone 15 vs Pixel 8', features: [], isDetailed: false };

async function untilEnded(who: Client, id: string, capMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const read = await who.call('GET', `/api/comparisons/${id}`);
    if (read.status === 200 && !['queued', 'writing'].includes(read.body.data.status))
      return performance.now() - started;
    if (performance.now() - started > capMs) return Infinity;
    await sleep(1000);
  }
}

/** Finding 4: another user's report behind one account's 20 queued (the demo writer at `tokensPerSecond`). */
export async function queue({ tokensPerSecond = 1_000 } = {}): Promise<Figure> {
  return withServer(
    { ai: demoProvider({ tokensPerSecond, concurrency: 1 }), openReportsPerUser: 20 },
    async (server) => {
      const flooder = client(server, '10.0.0.1');
      const other = client(server, '10.0.0.2');
      await flooder.login(SEED_EMAILS.premium);
      await other.login(SEED_EMAILS.standard);
      const alone = await other.call('POST', '/api/comparisons', compareBody);
      const aloneMs = await untilEnded(other, alone.body.data.id, 60_000);
      const flood = await Promise.all(
        Array.from({ length: 20 }, () => flooder.call('POST', '/api/comparisons', compareBody)),
      );
      const queued = flood.filter((answer) => answer.status === 202).length;
      const mine = await other.call('POST', '/api/comparisons', compareBody);
      const boundMs = 2 * aloneMs + 2000;
      const waitMs = await untilEnded(other, mine.body.data.id, boundMs + 30_000);
      for (const answer of flood)
        if (answer.status === 202) await flooder.call('POST', `/api/comparisons/${answer.body.data.id}/cancel`);
      return {
        name: "another user's wait",
        measured:
          `a report alone ${seconds(aloneMs)}; with one account's ${queued} queued, another user's report ` +
          `was at position ${mine.body.data.progress?.queuePosition} and ended ${seconds(waitMs)} after its post`,
        bound: `its own report + one report + 2 s = ${seconds(boundMs)}`,
        ok: waitMs <= boundMs,
      };
    },
  );
}

/** Finding 5: model calls at once against AI_CONCURRENCY=2, 20 parallel chats and a report. */
export async function model(): Promise<Figure> {
  const stub = await startStubModel({ tokensPerSecond: 400 });
  try {
    const concurrency = 2;
    return await withServer(
      {
        ai: {
          baseUrl: stub.url,
          apiKey: 'abuse',
          model: 'stub-model',
          idleTimeoutMs: 10_000,
          totalTimeoutMs: 120_000,
          concurrency,
        },
      },
      async (server) => {
        const premium = client(server, '10.0.0.3');
        await premium.login(SEED_EMAILS.premium);
        stub.resetMostAtOnce();
        await premium.call('POST', '/api/comparisons', compareBody);
        const posted = await Promise.all(
          Array.from({ length: 20 }, (_, n) => premium.call('POST', '/api/chat', { content: `Question ${n}?` })),
        );
        const deadline = performance.now() + 90_000;
        for (const answer of posted) {
          const { conversationId, id } = answer.body.data.message;
          while (performance.now() < deadline) {
            const read = await premium.call('GET', `/api/messages/${conversationId}`);
            if (read.body.data?.find((message: any) => message.id === id)?.status !== 'writing') break;
            await sleep(200);
          }
        }
        return {
          name: 'model calls at once',
          measured: `${stub.mostAtOnce} with AI_CONCURRENCY=${concurrency} (a report and 20 parallel chats)`,
          bound: `AI_CONCURRENCY = ${concurrency}`,
          ok: stub.mostAtOnce <= concurrency,
        };
      },
    );
  } finally {
    await stub.close();
  }
}

/** Finding 6: other users' login time while one signed-in account floods wrong password changes. */
export async function password(): Promise<Figure> {
  return withServer(
    { passwordHashCost: 17, rateLimits: { login: { limit: 1000, windowMs: 60_000 } } },
    async (server) => {
      const flooder = client(server, '10.0.0.4');
      await flooder.login(SEED_EMAILS.standard);
      const normal: number[] = [];
      for (let n = 0; n < 5; n += 1) normal.push((await client(server, `10.0.1.${n}`).login(SEED_EMAILS.hobby)).ms);
      const flood = await startFlood({
        url: `${server.url}/api/users/me/password`,
        method: 'PUT',
        body: { oldPassword: 'Wrong.Guess1', newPassword: 'Yeni.Parola456' },
        token: flooder.token(),
        address: '10.0.0.4',
        loops: 40,
        pauseAfterRefusalMs: 200,
      });
      await sleep(500);
      const during: number[] = [];
      const refused: number[] = [];
      for (let n = 0; n < 8; n += 1) {
        const login = await client(server, `10.0.2.${n}`).login(SEED_EMAILS.hobby);
        (login.status === 200 ? during : refused).push(login.ms);
      }
      const statuses = await flood.stop();
      const ratio = median(during) / median(normal);
      return {
        name: 'login time during a password flood',
        measured:
          `others' login median ${seconds(median(normal))} alone, ${seconds(median(during))} during the flood ` +
          `(max ${seconds(Math.max(...during))}, ${refused.length} of 8 refused; ratio ${ratio.toFixed(2)}x); ` +
          `flood answers ${JSON.stringify(statuses)}`,
        bound: `1.5x, none refused`,
        ok: ratio <= 1.5 && refused.length === 0,
      };
    },
  );
}

/** Finding 8: 16 loops reading one comparison, and another user's request meanwhile. */
export async function reads(): Promise<Figure> {
  return withServer({}, async (server) => {
    const reader = client(server, '10.0.0.5');
    const other = client(server, '10.0.0.6');
    await reader.login(SEED_EMAILS.standard);
    await other.login(SEED_EMAILS.premium);
    const id = (await reader.call('GET', '/api/comparisons?limit=1')).body.data.items[0].id;
    const quiet: number[] = [];
    for (let n = 0; n < 20; n += 1) quiet.push((await other.call('GET', '/api/users/me')).ms);
    let stop = false;
    const counts = new Map<number, number>();
    const loops = Array.from({ length: 16 }, async () => {
      while (!stop) {
        const read = await reader.call('GET', `/api/comparisons/${id}`);
        counts.set(read.status, (counts.get(read.status) ?? 0) + 1);
      }
    });
    const busy: number[] = [];
    const started = performance.now();
    while (performance.now() - started < 5_000) {
      busy.push((await other.call('GET', '/api/users/me')).ms);
      await sleep(50);
    }
    stop = true;
    await Promise.all(loops);
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    // Shown, not held to a bound yet: on the embedded database one account's reads are answered one
    // after another, each whole, and another user's request waits behind those already sent.
    return {
      name: 'read burst',
      measured:
        `16 loops made ${(total / 5).toFixed(0)} reads/s (${JSON.stringify(Object.fromEntries(counts))}); ` +
        `another user's request median ${median(quiet).toFixed(0)} ms quiet, ${median(busy).toFixed(0)} ms during (max ${Math.max(...busy).toFixed(0)} ms)`,
      bound: 'none yet (shown, not checked)',
      ok: true,
    };
  });
}

/** Finding 9: share ids tried in a loop from one address. */
export async function share(): Promise<Figure> {
  return withServer({}, async (server) => {
    const guesser = client(server, '10.0.0.7');
    const counts = new Map<number, number>();
    const started = performance.now();
    let n = 0;
    while (performance.now() - started < 5_000) {
      const answer = await guesser.call('GET', `/api/shared/shr_${(n++).toString(36).padStart(22, 'a')}`);
      counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
    }
    const notFound = counts.get(404) ?? 0;
    const { limit, windowMs } = DEFAULT_RATE_LIMITS.sharedReads;
    return {
      name: 'share ids tried',
      measured: `${(n / 5).toFixed(0)} lookups/s, ${(notFound / 5).toFixed(1)} ids actually tried/s (${JSON.stringify(Object.fromEntries(counts))})`,
      bound: `${limit} per ${windowMs / 1000} s from one address`,
      ok: notFound <= limit,
    };
  });
}

const SCENARIOS = { queue, model, password, reads, share } as const;
if (isMain(import.meta.url)) {
  const chosen = process.argv.slice(2).filter((name): name is keyof typeof SCENARIOS => name in SCENARIOS);
  for (const name of chosen.length ? chosen : (Object.keys(SCENARIOS) as (keyof typeof SCENARIOS)[]))
    printFigure(await SCENARIOS[name]());
}
