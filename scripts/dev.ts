// `npm run dev [-- vite arguments]` (bundled and started by dev-launch.mjs): the whole product
// from one command. The reference server (the same startServer and readConfig as `npm run
// server`: PGlite in DATA_DIR, `.data/` by default, seeded when empty; the demo engine unless AI_*
// is set) runs in this process; the Vite CLI runs as a child with /api proxied to it. One Ctrl-C stops both, and when either one dies
// the other stops too (exit code non-zero).
//
// Vite is a child process, not Vite's JS API in this one: its CLI takes the developer's arguments
// exactly as `vite` does (--host, --port, --strictPort, --open, …) with no second parser here,
// and its module transforms do not queue behind the server's PGlite (WASM) on one event loop.
import { setTimeout as sleep } from 'node:timers/promises';
import { readConfigOrExit } from '../server/config';
import { startupBanner } from '../server/banner';
import { startServer, type RunningServer } from '../server/start';
import { startVite } from './dev-vite';
import { freePort } from './free-port';

const config = readConfigOrExit();
// PORT pins the server's port; otherwise the OS picks a free one, so two checkouts run side by side.
const port = process.env.PORT ? config.port : await freePort();
const apiUrl = `http://${reachableHost(config.host)}:${port}`;
// Under Vite the server's JSON request log would drown Vite's own output: it is off unless
// LOG_LEVEL asks for it (LOG_LEVEL=silent still means off); server errors are still reported below.
const requestLog = Boolean(process.env.LOG_LEVEL) && config.logger;

/** Where the proxy reaches a server listening on `host` (a wildcard address is reached on loopback). */
function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === 'localhost') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

// Vite starts beside the server rather than after it: its start overlaps the database's.
const vite = startVite(process.argv.slice(2), apiUrl);
const viteStopped = new Promise<void>((resolve) => vite.process.once('exit', () => resolve()));
let viteUrl: string | undefined;
vite.appUrl.then((url) => (viteUrl = url)).catch(() => {});
const starting = startServer({
  ...config,
  port,
  // Links in mails open the app where Vite serves it, unless PUBLIC_URL says otherwise.
  appUrl: () => viteUrl,
  // Vite serves the app under dev; the server answers /api only, never a stale dist/.
  distDir: undefined,
  logger: requestLog,
  onApiResponse: ({ method, url, status }) => {
    if (status >= 500 && !requestLog) console.error(`[server] ${status} ${method} ${url} (LOG_LEVEL=info shows why)`);
  },
});
let server: RunningServer | undefined;
let stopping = false;

async function stop(exitCode: number, reason?: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (reason) console.error(`\n${reason}`);
  // A server still starting (initdb, migrations) is let finish before it is closed, so the data
  // folder is never left half-written; a second Ctrl-C does not wait.
  setTimeout(() => process.exit(exitCode || 1), 60_000).unref();
  if (vite.process.exitCode === null && vite.process.signalCode === null) vite.process.kill('SIGTERM');
  const running = server ?? (await starting.catch(() => undefined));
  await running?.close().catch((error: unknown) => console.error(error));
  await viteStopped;
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(130);
    void stop(0);
  });
}
process.on('uncaughtException', (error) => void stop(1, `npm run dev: ${error.stack ?? error.message}`));
process.on('unhandledRejection', (error) => void stop(1, `npm run dev: ${String(error)}`));
vite.process.once('exit', (code, signal) => {
  if (stopping) return;
  const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
  void stop(code === 0 ? 0 : code || 1, `Vite ${how}: the server stops too.`);
});

try {
  server = await starting;
  vite.apiReady();
} catch (error) {
  await stop(1, `The server did not start: ${error instanceof Error ? error.message : String(error)}`);
}

// Vite usually listens long before the database is ready; a --logLevel that hides its URL must not
// hold the banner forever.
const appUrl = await Promise.race([vite.appUrl.catch(() => undefined), sleep(15_000).then(() => undefined)]);
if (server && !stopping) {
  // The server's own banner (the one `npm run server` prints), with the address a person opens.
  const banner = startupBanner({
    url: appUrl ?? "(see Vite's output)",
    dataDir: config.dataDir,
    driver: server.driver,
    seedDemo: config.seedDemo,
    ai: config.ai,
  });
  process.stdout.write(`\n${banner}\n  api:     ${server.url} (Vite proxies /api to it); Ctrl-C stops both\n\n`);
  vite.release();
}
