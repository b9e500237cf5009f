// Deterministic size budgets (bytes, not times), run by `npm test`:
//  1. everything `/` loads in a real browser until the network is idle — the entry, its preloads,
//     the landing route and its chunks, the locale chunks, the transport and the validators the
//     page's calls load — is at most LANDING_BUDGET of JavaScript, gzip -9 (each file on its own,
//     as a server compresses them), in at most MAX_REQUESTS requests;
//  2. the production build contains no MSW, no generated mock handlers, no faker and no demo credentials.
// /api is answered from the contract's own examples (openapi.yaml), so no server is needed.
// Builds into dist/ itself. Also prints /login and the CSP hashes of index.html's inline <style> and <script>.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { TEST_CHROME_PATH, CHROMIUM_ARGS } from './chromium';
import { findOperation } from '@shared/api/generated/operation-index';

const LANDING_BUDGET = 200 * 1024;
const MAX_REQUESTS = 15;
// Strings that survive minification: MSW's worker file and its log prefix, the URL pattern every
// generated handler matches (orval's `http.get('*/api/…')`), faker, and the demo accounts' sign-in.
const FORBIDDEN = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  '*/api/',
  '@faker-js',
  'faker.helpers',
  'Passw0rd!',
  'free@example.com',
];
const dist = 'dist';

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const gzip9 = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

// /api: the first documented 2xx example of the operation a request belongs to.
const spec = parse(readFileSync('openapi.yaml', 'utf8')) as {
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; responses: Record<string, { content?: Record<string, { example?: unknown }> }> }
    >
  >;
};
function exampleFor(method: string, pathname: string): { status: number; body: unknown } {
  const operation = findOperation(method, pathname);
  const op = operation && spec.paths[operation.path]?.[operation.method];
  for (const [status, response] of Object.entries(op?.responses ?? {})) {
    const example = response.content?.['application/json']?.example;
    if (status.startsWith('2') && example !== undefined) return { status: Number(status), body: example };
  }
  return { status: 404, body: { success: false, message: `no example for ${method} ${pathname}` } };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/')) {
    const { status, body } = exampleFor(request.method ?? 'GET', url.pathname);
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    return;
  }
  let file = join(dist, normalize(url.pathname));
  if (!file.startsWith(dist) || !statSync(file, { throwIfNoEntry: false })?.isFile()) file = join(dist, 'index.html');
  response
    .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    .end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(Number(process.env.BUDGET_PORT ?? 0), '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Load {
  requests: string[];
  scripts: string[];
  jsGzip: number;
}

const browser = await chromium.launch({
  executablePath: TEST_CHROME_PATH,
  args: CHROMIUM_ARGS,
});

/** Everything a fresh visit to `path` fetches until the network has been idle for 500 ms. */
async function visit(path: string): Promise<Load> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:') return;
    requests.push(`${request.resourceType()} ${url.pathname}`);
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await context.close();
  return { requests, scripts, jsGzip: scripts.reduce((sum, script) => sum + gzip9(join(dist, script)), 0) };
}

const landing = await visit('/');
const login = await visit('/login');
await browser.close();
server.close();

console.log(
  `/: ${kb(landing.jsGzip)} JS gzip -9 in ${landing.scripts.length} files, ${landing.requests.length} requests until idle (budget ${kb(LANDING_BUDGET)}, ${MAX_REQUESTS} requests)`,
);
for (const request of landing.requests) console.log(`  ${request}`);
console.log(
  `/login: ${kb(login.jsGzip)} JS gzip -9 in ${login.scripts.length} files, ${login.requests.length} requests until idle`,
);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
for (const [, style] of html.matchAll(/<style>([\s\S]*?)<\/style>/g))
  console.log(`index.html inline <style>: CSP style-src ${sha256(style)}`);
for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
  console.log(`index.html inline <script>: CSP script-src ${sha256(script)}`);

const problems: string[] = [];
if (landing.jsGzip > LANDING_BUDGET)
  problems.push(`/ loads ${kb(landing.jsGzip)} of JS (gzip -9), over ${kb(LANDING_BUDGET)}`);
if (landing.requests.length > MAX_REQUESTS)
  problems.push(`/ makes ${landing.requests.length} requests until idle, over ${MAX_REQUESTS}`);
if (!landing.requests.some((request) => request.includes('/api/')))
  problems.push('/ made no /api call: the measurement missed the page data');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
for (const file of walk(dist)) {
  const text = readFileSync(file, 'latin1');
  for (const marker of FORBIDDEN) if (text.includes(marker)) problems.push(`${file} contains "${marker}"`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('budgets: ok (no MSW, faker or mock data in the production build)');
