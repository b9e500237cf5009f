// `npm run contract:proxy-journeys [-- <spec files>]`: the Playwright journeys (server project)
// with every /api request of the app going through Prism as a validating proxy (`--errors`) in
// front of the reference server, and the count of what Prism found. Exit code 1 when any journey
// fails or Prism reports a single violation.
//
//   browser ─▶ front (E2E_PORT) ─┬─ /api ─▶ Prism proxy (CONTRACT_PRISM_E2E_PORT) ─▶ server
//                                └─ the rest (the built app, its CSP header) ────────▶ server
//
// The front keeps the app on one origin with its API, as the journeys expect. Everything listens
// on 127.0.0.1 and is stopped at the end, also on failure or Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { runCleanups, startPrismProxy, trackChild } from '../contract-verify/prism';
import { throwawayServerEnv } from '../throwaway-server-env';
import { startFront } from './front';
import { prismViolations } from './violations';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportDir = `${root}reports/proxy-journeys`;
const ports = {
  front: Number(process.env.E2E_PORT ?? 4173),
  prism: Number(process.env.CONTRACT_PRISM_E2E_PORT ?? 4641),
  server: Number(process.env.CONTRACT_SERVER_E2E_PORT ?? 4642),
};
const distDir = process.env.E2E_DIST ?? 'dist-e2e';
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? ports.front + 7);

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    // SIGINT: Playwright stops its own web servers (the smtp catcher) on it.
    trackChild(child, 'SIGINT', 15_000);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function startServer(): Promise<ChildProcess> {
  // Something already answering there would be tested instead of a fresh server.
  const taken = await fetch(`http://127.0.0.1:${ports.server}/api/packages`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${ports.server} (CONTRACT_SERVER_E2E_PORT) is already in use`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...throwawayServerEnv({ port: ports.server, distDir }),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  });
  trackChild(child);
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`http://127.0.0.1:${ports.server}/api/packages`);
      return child;
    } catch {
      await sleep(250);
    }
  }
  throw new Error('the reference server did not start');
}

async function main(): Promise<number> {
  const specs = process.argv.slice(2);
  mkdirSync(reportDir, { recursive: true });
  const started = Date.now();
  const built = await run('npx', ['vite', 'build', '--outDir', distDir, '--logLevel', 'warn']);
  if (built !== 0) throw new Error(`vite build exited with ${built}`);
  await startServer();
  const logFile = `${reportDir}/prism.log`;
  const prism = await startPrismProxy({
    contract: 'openapi.yaml',
    target: `http://127.0.0.1:${ports.server}`,
    logFile,
    port: ports.prism,
    errors: true,
  });
  const front = await startFront({ port: ports.front, api: prism.url, app: `http://127.0.0.1:${ports.server}` });
  let code: number;
  try {
    code = await run(
      process.execPath,
      [
        createRequire(import.meta.url).resolve('@playwright/test/cli'),
        'test',
        ...specs,
        '--project=server',
        '--workers=1',
      ],
      // The front is the journeys' server (reused, not started); the Prism mock is not needed for
      // the server project, and its port points at the front too so Playwright starts nothing there.
      { E2E_REUSE_SERVER: '1', E2E_PRISM_PORT: String(ports.front), E2E_SMTP_PORT: String(smtpPort) },
    );
  } finally {
    await front.close();
    await prism.stop();
  }
  const violations = prismViolations(readFileSync(logFile, 'utf8'));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\nproxy journeys: ${front.forwarded()} /api requests through Prism, ${violations.length} violation(s), journeys exit ${code}, ${seconds} s (log: ${logFile})`,
  );
  for (const violation of violations) console.log(`  ${violation}`);
  return code === 0 && violations.length === 0 ? 0 : 1;
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await runCleanups();
    process.exit(1);
  });
