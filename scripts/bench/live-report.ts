// `npm run bench:live [-- --rate 60 --skip-build --database-url postgres://…]`: the live report's figures,
// with the stand-in model (server/tests/support/stub-model.ts) streaming at `--rate` tokens per
// second, against the real server (its own process, PGlite in a temp folder, the production build)
// in Chromium (Playwright), signed in as a fresh Level_3 user asking for a detailed two-item report
// with every analysis:
//  1. click on Compare → first section on screen, → whole report on screen, against the model's
//     own writing time; and what the page's once-a-second reading of the report cost (requests, bytes);
//  2. a reload 10 s in: the same page ends with the whole report, one history entry, counted once;
//  3. the server killed (SIGKILL) 10 s into a report and started again on the same data: when the
//     report ends after the restart, and how;
//  4. a model answering about other items: the report's end, what was counted, the message;
//  5. with --database-url: two server instances on one PostgreSQL, 20 reports queued: how often
//     each was written;
//  6. the Level_4 assistant: Enter → the answer's first words on screen, → the whole answer, against
//     the model's own writing time (an answer not written live would come whole, after the model's last
//     token). `--chat-only` runs just this one.
// Not part of `npm test`: times are measurements, not tests. JSON in reports/bench/live-report.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias; the stand-in model the server tests use
import { behaviours, startStubModel, type StubModel } from '../../server/tests/support/stub-model';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias; the data folder lock's own liveness test
import { isAlive, LOCK_FILE } from '../../server/db/data-dir-lock';
import { CHROMIUM_ARGS } from '../chromium';
import { throwawayServerEnv } from '../throwaway-server-env';
import { build, CHROME_PATH, serve, stopAll, table } from './servers';
// eslint-disable-next-line no-restricted-imports -- src/ has no alias here; the contract's feature list
import { CompareFeature } from '../../shared/api/generated/model/compareFeature';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '60' },
    port: { type: 'string', default: '5630' },
    'skip-build': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'chat-only': { type: 'boolean', default: false },
  },
});
const RATE = Number(args.rate);
const PORT = Number(args.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST = resolve('reports/bench/dist-live');
const QUERY = 'iPhone 15 vs Samsung Galaxy S24';
/** Every analysis the compare form offers (the contract's list). */
const ALL_FEATURES = Object.values(CompareFeature);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers, read loosely

async function api(method: string, path: string, token?: string, body?: unknown, origin = ORIGIN): Promise<Json> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Json) };
}

/** A new Level_3 account (detailed reports with every analysis), its token and password. */
async function freshUser(label: string, origin = ORIGIN): Promise<{ email: string; password: string; token: string }> {
  const email = `bench-${label}-${Date.now()}@example.com`;
  const password = 'secret1';
  await api('POST', '/api/register', undefined, { name: 'Bench User', email, password, language: 'en' }, origin);
  const token = (await api('POST', '/api/login', undefined, { email, password }, origin)).data.token as string;
  await api('PUT', '/api/packages/me', token, { package_name: 'Level_3' }, origin);
  return { email, password, token };
}

const remaining = async (token: string) => (await api('GET', '/api/packages/me', token)).data.remaining_compares;

async function waitEnded(id: string, token: string, origin = ORIGIN, timeoutMs = 300_000): Promise<Json> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const read = await api('GET', `/api/comparisons/${id}`, token, undefined, origin);
      if (read.data && !['queued', 'writing'].includes(read.data.status)) return read.data;
    } catch {
      // the server is not answering (yet)
    }
    if (Date.now() > deadline) throw new Error(`report ${id} did not end within ${timeoutMs} ms`);
    await sleep(200);
  }
}

let dataDir = '';
let server: Awaited<ReturnType<typeof serve>> | undefined;
async function startServer(stub: StubModel): Promise<number> {
  const started = Date.now();
  server = await serve('server', '.', ['tsx', 'server/main.ts'], `${ORIGIN}/api/packages`, {
    ...throwawayServerEnv({ port: PORT, distDir: DIST }),
    DATA_DIR: dataDir,
    AI_BASE_URL: stub.url,
    AI_MODEL: 'stub-model',
  });
  return Date.now() - started;
}
/** SIGKILL to the server's whole process group, then until the data folder's owner is gone (the lock's own test). */
async function killServer(): Promise<void> {
  if (server?.pid) process.kill(-server.pid, 'SIGKILL');
  let owner: number;
  try {
    owner = (JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number }).pid;
  } catch {
    return;
  }
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && isAlive(owner);) await sleep(100);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${ORIGIN}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Login)$/ }).click();
  await page.waitForURL(/\/app\/compare/);
}

async function compareInPage(page: Page): Promise<number> {
  const form = page.getByRole('form', { name: 'Compare form' });
  await form.getByLabel('What do you want to compare?').fill(QUERY);
  await form.getByRole('radio', { name: 'Detailed' }).check();
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  const clickedAt = Date.now();
  await form.getByRole('button', { name: 'Compare', exact: true }).click();
  return clickedAt;
}

/** The report's own summary section (its placeholder has another id): the first section a reader sees. */
const firstSection = (page: Page) => page.locator('#report-summary').waitFor({ timeout: 120_000 });
const wholeReport = (page: Page) =>
  page.getByRole('article').getByRole('heading', { name: 'User poll' }).waitFor({ timeout: 600_000 });

/** 1. The live page: click → first section, → whole report, and what the page's reading cost. */
async function measureLivePage(browser: Browser, stub: StubModel): Promise<Json> {
  const user = await freshUser('live');
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  let reads = 0;
  let bytes = 0;
  page.on('response', async (response) => {
    if (!/\/api\/comparisons\/cmp_[^/]+$/.test(new URL(response.url()).pathname)) return;
    reads += 1;
    bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  await signIn(page, user.email, user.password);
  const writesBefore = stub.writes.length;
  const clickedAt = await compareInPage(page);
  await firstSection(page);
  const firstAt = Date.now();
  await wholeReport(page);
  const wholeAt = Date.now();
  const write = stub.writes[writesBefore];
  const modelMs = (write?.endedAt ?? NaN) - (write?.startedAt ?? NaN);
  const result = {
    tokens: write?.tokens,
    clickToFirstSectionMs: firstAt - clickedAt,
    clickToWholeReportMs: wholeAt - clickedAt,
    modelWritingMs: modelMs,
    modelEndToWholeReportMs: wholeAt - (write?.endedAt ?? NaN),
    reads,
    readBytes: bytes,
  };
  await page.close();
  return result;
}

/** 6. The assistant: Enter → its first words, → the whole answer. */
async function measureChat(browser: Browser, stub: StubModel): Promise<Json> {
  const user = await freshUser('chat');
  await api('PUT', '/api/packages/me', user.token, { package_name: 'Level_4' });
  // About 300 tokens of markdown: a full answer of a chat model.
  const answer = Array.from(
    { length: 12 },
    (_, index) => `- **Point ${index + 1}:** the iPhone 15 keeps more detail in the dark, the Galaxy S24 more colour.`,
  ).join('\n');
  stub.setBehaviour(behaviours.answer(answer));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  let reads = 0;
  page.on('response', (response) => {
    if (/\/api\/messages\/conv_/.test(response.url())) reads += 1;
  });
  await signIn(page, user.email, user.password);
  await page.goto(`${ORIGIN}/app/chat`);
  const input = page.getByLabel('Your message');
  await input.fill('Which one takes better night photos?');
  const writesBefore = stub.writes.length;
  const sentAt = Date.now();
  await input.press('Enter');
  const bubble = page.locator('.chat-message--ai .chat-message__markdown').last();
  await bubble.filter({ hasText: /Point 1/ }).waitFor({ timeout: 120_000 });
  const firstAt = Date.now();
  await page.getByRole('button', { name: 'Send', exact: true }).waitFor({ timeout: 120_000 });
  await bubble.filter({ hasText: /Point 12:/ }).waitFor();
  const wholeAt = Date.now();
  const write = stub.writes[writesBefore];
  const result = {
    tokens: write?.tokens,
    modelWritingMs: (write?.endedAt ?? NaN) - (write?.startedAt ?? NaN),
    enterToFirstWordsMs: firstAt - sentAt,
    enterToWholeAnswerMs: wholeAt - sentAt,
    modelEndToWholeAnswerMs: wholeAt - (write?.endedAt ?? NaN),
    reads,
  };
  stub.setBehaviour(behaviours.valid);
  await page.close();
  return result;
}

/** 2. A reload 10 s in: the same page ends with the whole report, one history entry, counted once. */
async function measureReload(browser: Browser): Promise<Json> {
  const user = await freshUser('reload');
  const before = await remaining(user.token);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, user.email, user.password);
  const clickedAt = await compareInPage(page);
  await page.waitForURL(/\/app\/compare\/cmp_/);
  await sleep(Math.max(0, 10_000 - (Date.now() - clickedAt)));
  await page.reload();
  await wholeReport(page);
  const listed = await api('GET', '/api/comparisons?limit=50', user.token);
  const result = {
    endedWhole: true,
    clickToWholeReportMs: Date.now() - clickedAt,
    historyEntries: listed.data.items.length,
    counted: before - (await remaining(user.token)),
  };
  await page.close();
  return result;
}

/** 3. The server killed 10 s into a report, then started again on the same data. */
async function measureRestart(stub: StubModel): Promise<Json> {
  const user = await freshUser('restart');
  const before = await remaining(user.token);
  const queued = await api('POST', '/api/comparisons', user.token, {
    query: QUERY,
    features: ALL_FEATURES,
    isDetailed: true,
  });
  await sleep(10_000);
  const atKill = (await api('GET', `/api/comparisons/${queued.data.id}`, user.token)).data;
  await killServer();
  const restartedAt = Date.now();
  const bootMs = await startServer(stub);
  const ended = await waitEnded(queued.data.id, user.token);
  return {
    sectionsDoneAtKill: atKill.progress?.done?.length ?? 0,
    serverBootMs: bootMs,
    restartToEndMs: Date.now() - restartedAt,
    status: ended.status,
    attempt: ended.status === 'done' ? undefined : ended.progress?.attempt,
    counted: before - (await remaining(user.token)),
  };
}

/** 4. A model that writes about other items. */
async function measureWrongItems(stub: StubModel): Promise<Json> {
  const user = await freshUser('wrong');
  const before = await remaining(user.token);
  stub.setBehaviour(behaviours.wrongItems);
  stub.setTokensPerSecond(0);
  const queued = await api('POST', '/api/comparisons', user.token, {
    query: 'Turkcell vs Türk Telekom vs Vodafone',
    features: [],
    isDetailed: false,
  });
  const ended = await waitEnded(queued.data.id, user.token);
  const tr = await api('GET', `/api/comparisons/${queued.data.id}`, user.token);
  const result = {
    status: ended.status,
    reason: ended.failure?.reason,
    message: ended.failure?.message,
    storedResult: 'result' in ended,
    counted: before - (await remaining(user.token)),
    listed: (await api('GET', '/api/comparisons?limit=50', user.token)).data.items.length,
    readBack: tr.data.status,
  };
  stub.setBehaviour(behaviours.valid);
  stub.setTokensPerSecond(RATE);
  return result;
}

/** 5. Two instances on one PostgreSQL, 20 reports queued: how often each was written. */
async function measureTwoInstances(stub: StubModel, databaseUrl: string): Promise<Json> {
  const ports = [PORT + 1, PORT + 2];
  stub.setTokensPerSecond(2_000);
  for (const port of ports)
    await serve(`server ${port}`, '.', ['tsx', 'server/main.ts'], `http://127.0.0.1:${port}/api/packages`, {
      ...throwawayServerEnv({ port, distDir: DIST }),
      DATABASE_URL: databaseUrl,
      AI_BASE_URL: stub.url,
      AI_MODEL: 'stub-model',
      AI_CONCURRENCY: '3',
    });
  const origins = ports.map((port) => `http://127.0.0.1:${port}`);
  const user = await freshUser('two', origins[0]);
  const writesBefore = stub.requests.length;
  const ids: string[] = [];
  const startedAt = Date.now();
  for (let index = 0; index < 20; index += 1) {
    const queued = await api(
      'POST',
      '/api/comparisons',
      user.token,
      { query: `Kindle ${index} vs Kobo ${index}`, features: [], isDetailed: false },
      origins[index % 2],
    );
    ids.push(queued.data.id);
  }
  const ended = await Promise.all(ids.map((id) => waitEnded(id, user.token, origins[0])));
  const asked = stub.requests.slice(writesBefore).map((request) => {
    const messages = request.messages as { role: string; content: string }[];
    return JSON.parse(messages.find((message) => message.role === 'user')?.content ?? '{}').query as string;
  });
  const counts = new Map<string, number>();
  for (const query of asked) counts.set(query, (counts.get(query) ?? 0) + 1);
  return {
    reports: ids.length,
    done: ended.filter((comparison) => comparison.status === 'done').length,
    modelCalls: asked.length,
    writtenMoreThanOnce: [...counts.values()].filter((count) => count > 1).length,
    allEndedMs: Date.now() - startedAt,
  };
}

/** The figures as a table on the console and as JSON in reports/bench/live-report.json. */
function report(results: Json): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const rows: string[][] = [['figure', 'value']];
  const { live, reload, restart, wrongItems, twoInstances, chat } = results;
  if (live) {
    rows.push(['model', `${RATE} tokens/s, ${live.tokens} tokens: writes for ${s(live.modelWritingMs)}`]);
    rows.push(['click → first section on screen', s(live.clickToFirstSectionMs)]);
    rows.push([
      'click → whole report on screen',
      `${s(live.clickToWholeReportMs)} (${s(live.modelEndToWholeReportMs)} after the model's last token)`,
    ]);
    rows.push(['page reads while written', `${live.reads} GETs, ${(live.readBytes / 1024).toFixed(0)} kB`]);
  }
  rows.push([
    'assistant: Enter → first words on screen',
    `${s(chat.enterToFirstWordsMs)} (model: ${chat.tokens} tokens, writes for ${s(chat.modelWritingMs)})`,
  ]);
  rows.push([
    'assistant: Enter → whole answer on screen',
    `${s(chat.enterToWholeAnswerMs)} (${s(chat.modelEndToWholeAnswerMs)} after the model's last token); ${chat.reads} reads`,
  ]);
  if (reload)
    rows.push([
      'reload 10 s in',
      `whole report after ${s(reload.clickToWholeReportMs)}; ${reload.historyEntries} history entry; counted ${reload.counted}`,
    ]);
  if (restart)
    rows.push([
      'killed 10 s in, restarted',
      `${restart.sectionsDoneAtKill} sections at the kill; boot ${s(restart.serverBootMs)}; ${restart.status} ${s(restart.restartToEndMs)} after the restart; counted ${restart.counted}`,
    ]);
  if (wrongItems)
    rows.push([
      'other items than asked',
      `${wrongItems.status} (${wrongItems.reason}); result stored: ${wrongItems.storedResult}; counted ${wrongItems.counted}; listed ${wrongItems.listed}`,
    ]);
  if (twoInstances)
    rows.push([
      '2 instances, 1 PostgreSQL',
      `${twoInstances.done}/${twoInstances.reports} done, ${twoInstances.modelCalls} model calls, ${twoInstances.writtenMoreThanOnce} written twice, all in ${s(twoInstances.allEndedMs)}`,
    ]);
  console.log(`\n${table(rows)}${wrongItems ? `\n\nmessage: ${wrongItems.message}` : ''}`);
  mkdirSync('reports/bench', { recursive: true });
  writeFileSync('reports/bench/live-report.json', `${JSON.stringify(results, null, 2)}\n`);
}

async function main() {
  if (!args['skip-build']) {
    console.log('building the app …');
    build('.', ['--outDir', DIST, '--emptyOutDir']);
  }
  const stub = await startStubModel({ tokensPerSecond: RATE });
  dataDir = mkdtempSync(join(tmpdir(), 'kiyasla-bench-live-'));
  const results: Json = { rate: RATE };
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    results.coldStartMs = await startServer(stub);
    if (!args['chat-only']) results.live = await measureLivePage(browser, stub);
    // The assistant is measured here, while the first server runs.
    results.chat = await measureChat(browser, stub);
    if (!args['chat-only']) results.reload = await measureReload(browser);
    if (!args['chat-only']) results.restart = await measureRestart(stub);
    if (!args['chat-only']) results.wrongItems = await measureWrongItems(stub);
    await killServer();
    if (args['database-url'] && !args['chat-only'])
      results.twoInstances = await measureTwoInstances(stub, args['database-url']);
  } finally {
    await browser.close();
    stopAll();
    await stub.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  report(results);
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
