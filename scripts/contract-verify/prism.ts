// Starts Prism's validation proxy on 127.0.0.1 and guarantees it stops: on normal exit, on an
// exception and on Ctrl-C / SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../free-port';

const cleanups = new Set<() => Promise<void> | void>();
let handlersInstalled = false;

/** Runs every registered cleanup once; used by the signal handlers and by the CLI's finally. */
export async function runCleanups(): Promise<void> {
  const pending = [...cleanups];
  cleanups.clear();
  await Promise.allSettled(pending.map((cleanup) => cleanup()));
}

function installSignalHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping Prism and any journey servers…`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
}

/** Stops a child: `signal` first (Playwright tears its web servers down on SIGINT), SIGKILL after `graceMs`. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

/** Registers a child process to be stopped by runCleanups() (and on signals). */
export function trackChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 3000,
): () => Promise<void> {
  installSignalHandlers();
  const cleanup = () => stopChild(child, signal, graceMs);
  cleanups.add(cleanup);
  return async () => {
    cleanups.delete(cleanup);
    await cleanup();
  };
}

export interface PrismProxy {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** True once something accepts TCP connections on the port (Prism listening), whatever the target does. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(2000, () => done(false));
  });
}

export async function startPrismProxy(options: {
  contract: string;
  target: string;
  logFile: string;
  port?: number;
  /** `--errors`: a violation becomes an error answer instead of only a line in the log. */
  errors?: boolean;
}): Promise<PrismProxy> {
  const port = options.port ?? (await freePort());
  if (options.port !== undefined && (await listening(port))) {
    throw new Error(`--prism-port ${port} is already in use; choose another port or leave it out for a free one`);
  }
  const require = createRequire(import.meta.url);
  const cli = require.resolve('@stoplight/prism-cli/dist/index.js');
  const log = createWriteStream(options.logFile);
  const child = spawn(
    process.execPath,
    [
      cli,
      'proxy',
      options.contract,
      options.target,
      `--errors=${options.errors ?? false}`,
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = trackChild(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    // Listening is enough: an HTTP request here would go through to the target, and a target
    // that stalls would make a running Prism look like one that never started.
    if (await listening(port)) return { url, port, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(
    `Prism proxy did not start on ${url} (it ${child.exitCode !== null ? `exited with code ${child.exitCode}` : 'did not listen within 60 s'}); see ${options.logFile}`,
  );
}
