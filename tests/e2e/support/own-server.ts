// A spec's own reference server (a child process on 127.0.0.1, fresh in-memory data, serving the
// journeys' production build) for what the shared one cannot show: a fault proxy in front of it,
// a demo engine that writes at a model's pace.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- the tool lives in scripts/, which has no alias
import { throwawayServerEnv } from '../../../scripts/throwaway-server-env';
import { test } from '../fixtures';

// Built by playwright.config.ts's web server before any test runs: a spec builds nothing.
const dist = process.env.E2E_DIST ?? 'dist-e2e';

/** Resolves once the server answers /api/packages; rejects if it exits first or takes too long. */
async function untilServing(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `the server exited (${code ?? signal}) before answering`));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

/** SIGTERM (the server finishes in-flight requests), SIGKILL if it has not gone within 10 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

export async function startOwnServer(options: {
  port: number;
  demoTokensPerSecond?: number;
}): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(`${dist}/index.html`)) throw new Error(`No build in ${dist}: run through playwright.config.ts`);
  const url = `http://127.0.0.1:${options.port}`;
  // Whatever already answers there (a dev server, another checkout's run) would be what the
  // journeys test, since the new server's "address in use" exit may come after that answer.
  const taken = await fetch(url).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${url} already answers: stop what listens there or pick other ports (E2E_PORT)`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...throwawayServerEnv({ ...options, distDir: dist }) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilServing(child, `${url}/api/packages`, 90_000);
  return { url, stop: () => stop(child) };
}

/**
 * For a spec file whose journeys all run on its own server (one port): the file runs in one
 * worker, the server starts before its first journey and stops after its last, and every
 * journey's base URL is that server. Call it once, at the top of the file.
 */
export function onOwnServer(options: { port: number; demoTokensPerSecond?: number }): void {
  let backend: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    backend = await startOwnServer(options);
  });
  test.afterAll(async () => {
    await backend?.stop();
  });
  test.use({ baseURL: `http://127.0.0.1:${options.port}` });
}
