// `npm run dev:mock`'s build boots: a mock build (no server at all, `vite preview` serves files
// only) starts its MSW service worker, the worker answers /api/packages with the contract's own
// example (orval's generated handlers, stateless), and the landing page renders from it.
// The spec builds and serves that app itself (about half a minute of build on 2 cores, once per
// run): it is the one journey of the mock build, and a worker that fails to start, or answers
// with something else, breaks `dev:mock` for every front-end developer.
// Port: E2E_PORT + 2.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
// The plain Playwright test: `vite preview` is a file server, not the product's server, so the
// fixtures' check of the server's CSP header does not apply (the build's <meta> policy still does).
import { test, expect } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173) + 2;
const outDir = 'dist-mock-e2e';
const vite = 'node_modules/vite/bin/vite.js';

let preview: ChildProcess | undefined;

/** The example openapi.yaml gives for an operation's 200 answer. */
function contractExample(path: string): unknown {
  const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, { example: unknown }> }> } }>;
  };
  return contract.paths[path].get.responses['200'].content['application/json'].example;
}

async function untilServing(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (preview?.exitCode !== null) throw new Error(`vite preview exited (${preview?.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vite preview did not answer ${url} within ${timeoutMs} ms`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'mock', '--outDir', outDir, '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('The mock build failed');
  preview = spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--mode',
      'mock',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await untilServing(`http://127.0.0.1:${port}/`, 60_000);
});

test.afterAll(async () => {
  if (!preview || preview.exitCode !== null || preview.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => preview?.once('exit', () => resolve()));
  preview.kill('SIGTERM');
  await gone;
});

test.use({ baseURL: `http://127.0.0.1:${port}` });

test('the mock build boots: its worker answers /api/packages with the contract example and the landing renders', async ({
  page,
}) => {
  const answers: { path: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/')) answers.push({ path, fromWorker: response.fromServiceWorker() });
  });
  const packages = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/packages');

  await page.goto('/');
  const answer = await packages;
  expect(answer.fromServiceWorker(), 'answered by the mock worker, not by vite preview').toBe(true);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual(contractExample('/api/packages'));

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#packages').getByRole('article')).toHaveCount(4);
  // Every call of the visit went to the worker: none reached the file server.
  expect(answers.filter((call) => !call.fromWorker)).toEqual([]);
});
