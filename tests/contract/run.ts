// `npm run test:contract`: what the contract kit promises, proven in order, ending with "N passed, N failed".
//  1. contract:verify --probe-only against tests/contract/broken-server.ts: exactly the expected
//     findings, every seeded fault among them.
//  2. contract:verify (probe + journeys) against the reference server (`npm run server` with fresh
//     in-memory data, seeded with the demo accounts): 0 violations, every operation exercised, and
//     every answer the @contract journeys got matches the generated zod schemas (the journey
//     fixture's checks, through the Prism proxy).
//  3. contract:verify against a slow and a cutting proxy in front of the reference server: a verdict.
//  4. the @contract journeys against `dev:prism --prism-errors`: no request violation.
//  5. an outside suite nobody here wrote: Portman generates contract tests (status, content type,
//     JSON body, the response's JSON schema with no undocumented properties) from openapi.yaml for
//     every operation, plus variations (no token → 401, fuzzed public bodies → 422), and newman runs
//     them against a fresh reference server: 0 failures. Its configuration and what the tools cannot
//     do are in tests/contract/portman/ (README.md there).
// The @contract journeys run here only (step 2 on the reference server behind a validating Prism
// proxy, step 4 on Prism in errors mode): `npm run test:e2e` leaves them out rather than run them a
// third time. Every server here listens on 127.0.0.1 on a free port and is stopped at the end, also
// on failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'yaml';
import { startBrokenServer, SEEDED_FAULTS } from './broken-server';
import { startFaultProxy, type FaultMode } from '../fault-proxy';
// eslint-disable-next-line no-restricted-imports -- the tool lives in scripts/, which has no alias
import { stopChild } from '../../scripts/contract-verify/prism';
// eslint-disable-next-line no-restricted-imports -- the tool lives in scripts/, which has no alias
import { freePort } from '../../scripts/free-port';
// eslint-disable-next-line no-restricted-imports -- the tool lives in scripts/, which has no alias
import { throwawayServerEnv } from '../../scripts/throwaway-server-env';
// eslint-disable-next-line no-restricted-imports -- the tool lives in scripts/, which has no alias
import type { RunReport } from '../../scripts/contract-verify/report';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportRoot = `${root}reports/contract`;
const children = new Set<ChildProcess>();
const ports = {
  prism: Number(process.env.CONTRACT_PRISM_E2E_PORT ?? 4641),
  server: Number(process.env.CONTRACT_SERVER_E2E_PORT ?? 4642),
};

/** What contract:verify must report against the broken server: operation, check, location. */
export const EXPECTED_BROKEN_FINDINGS = [
  'createContactMessage | rejects-invalid-input | request.body.email',
  'createContactMessage | rejects-invalid-input | request.body.message',
  'createContactMessage | rejects-invalid-input | request.body.name',
  'getComparison | response-schema | response.body.data.language',
  'getCurrentUser | response-schema | response.body.data.email',
  'getMyPackage | content-type | response.headers.content-type',
  'listComparisons | auth-required | request.headers.authorization',
  'listConversationMessages | envelope | response.body',
  'listConversations | no-server-error | response.status',
  'listPackages | response-schema | response.body.data[1].price',
  'listPopularComparisons | response-schema | response.body.data[0].votes',
  'register | accepts-valid-input | request.body.language',
  'requestPasswordReset | status-documented | response.status',
  'voteInPoll | envelope | response.body.success',
];

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  output?: string[],
  echo = true,
): Promise<number> {
  return new Promise((resolve) => {
    // Own process group: a Ctrl-C reaches the child once, from cleanup(), which Playwright needs
    // to stop its web servers cleanly. `output` also keeps what it printed.
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', output ? 'pipe' : 'inherit', 'inherit'],
      env: { ...process.env, ...env },
      detached: true,
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk);
      output?.push(chunk.toString());
    });
    children.add(child);
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code ?? 1);
    });
  });
}

const tsx = ['--import', 'tsx'];
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const portmanCli = createRequire(import.meta.url).resolve('@apideck/portman/bin/portman');
const newmanCli = createRequire(import.meta.url).resolve('newman/bin/newman.js');

/**
 * The reference server on a free port with fresh in-memory data (PGlite `memory://`, seeded with
 * the demo accounts), gone when it stops. It serves no app: contract:verify's journeys bring their own build.
 */
async function startReferenceServer(
  options: { demoTokensPerSecond?: number } = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...tsx, 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...throwawayServerEnv({ port, ...options }) },
  });
  return waitForServer(child, port, 'the reference server');
}

async function waitForServer(
  child: ChildProcess,
  port: number,
  name: string,
): Promise<{ url: string; child: ChildProcess }> {
  children.add(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      await fetch(`${url}/api/packages`);
      return { url, child };
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${name} did not start`);
}

function readReport(dir: string): RunReport {
  return JSON.parse(readFileSync(`${dir}/contract-report.json`, 'utf8')) as RunReport;
}

/**
 * contract:verify (probe + journeys) against `target` must exit 0 with no finding, every operation
 * exercised and every journey passed; the answer is the step's one-line summary.
 */
async function verifyClean(target: string, dir: string, env: Record<string, string> = {}): Promise<string> {
  const started = Date.now();
  const code = await run(
    process.execPath,
    [...tsx, 'scripts/contract-verify/index.ts', '--target', target, '--report-dir', dir],
    env,
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const report = readReport(dir);
  if (report.findings.length > 0)
    throw new Error(`${report.findings.length} violation(s); see ${dir}/contract-report.html`);
  if (code !== 0) throw new Error(`contract:verify exited with ${code}`);
  const { exercised, total } = report.coverage;
  if (exercised !== total) throw new Error(`coverage ${exercised}/${total}`);
  if (!report.journeys || report.journeys.failed > 0 || report.journeys.passed === 0)
    throw new Error(`journeys ${JSON.stringify(report.journeys)}`);
  return `0 violations, ${exercised}/${total} operations, ${report.journeys.passed} journeys, contract:verify took ${seconds} s`;
}

const results: { name: string; ok: boolean; detail: string }[] = [];

async function step(name: string, body: () => Promise<string>): Promise<void> {
  // CONTRACT_ONLY=<text> runs only the steps whose name contains it (while working on one).
  if (process.env.CONTRACT_ONLY && !name.includes(process.env.CONTRACT_ONLY)) return;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    const detail = await body();
    results.push({ name, ok: true, detail: `${detail} (${((Date.now() - started) / 1000).toFixed(1)} s)` });
    console.log(`✔ ${name}: ${detail}`);
  } catch (error) {
    results.push({ name, ok: false, detail: (error as Error).message });
    console.log(`✘ ${name}: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  await step('contract:verify against the broken server reports exactly the seeded faults', async () => {
    const broken = await startBrokenServer();
    try {
      const dir = `${reportRoot}/broken-server`;
      const code = await run(process.execPath, [
        ...tsx,
        'scripts/contract-verify/index.ts',
        '--target',
        broken.url,
        '--probe-only',
        '--report-dir',
        dir,
      ]);
      if (code !== 1) throw new Error(`expected exit code 1 (violations), got ${code}`);
      const found = readReport(dir).findings.map(
        (finding) => `${finding.operation} | ${finding.check} | ${finding.location}`,
      );
      const missingFaults = SEEDED_FAULTS.filter(
        (fault) => !found.includes(`${fault.operation} | ${fault.check} | ${fault.location}`),
      );
      if (missingFaults.length)
        throw new Error(`seeded faults not found: ${missingFaults.map((fault) => fault.fault).join(', ')}`);
      const unexpected = found.filter((key) => !EXPECTED_BROKEN_FINDINGS.includes(key));
      const absent = EXPECTED_BROKEN_FINDINGS.filter((key) => !found.includes(key));
      if (unexpected.length || absent.length)
        throw new Error(
          `findings differ. Unexpected: ${unexpected.join('; ') || '-'}. Missing: ${absent.join('; ') || '-'}`,
        );
      return `${SEEDED_FAULTS.length}/${SEEDED_FAULTS.length} seeded faults found; ${found.length} findings, exactly as expected`;
    } finally {
      await new Promise((resolve) => broken.server.close(resolve));
    }
  });

  await step(
    'contract:verify (probe + journeys) against the reference server (npm run server, fresh in-memory data): 0 violations, every operation covered',
    verifyReferenceServer,
  );

  // A target that stalls or cuts its answers short still gets a verdict, quickly (--timeout 1: a second per request the slow proxy holds for three).
  // These two mostly wait on their proxies, so they run beside the journeys on Prism (their output
  // is printed when each ends, not interleaved).
  const faultProxySteps = (
    [
      ['slow', 'timeout', 'target too slow'],
      ['cut', 'incomplete-response', 'target cuts its answers short'],
    ] as const satisfies readonly (readonly [FaultMode, string, string])[]
  ).map(([mode, check, stop]) =>
    step(
      `contract:verify against a ${mode === 'slow' ? 'slow' : 'cutting'} proxy reaches a verdict with \`${check}\` findings`,
      async () => {
        const backend = await startReferenceServer();
        const proxy = await startFaultProxy({ target: backend.url, port: await freePort(), mode, delayMs: 3000 });
        try {
          const dir = `${reportRoot}/${mode}-proxy`;
          const started = Date.now();
          const output: string[] = [];
          const code = await run(
            process.execPath,
            [
              ...tsx,
              'scripts/contract-verify/index.ts',
              '--target',
              proxy.url,
              '--probe-only',
              '--timeout',
              '1',
              '--report-dir',
              dir,
            ],
            {},
            output,
            false,
          );
          process.stdout.write(output.join(''));
          const seconds = (Date.now() - started) / 1000;
          if (code !== 1) throw new Error(`expected exit code 1 (violations), got ${code}`);
          const findings = readReport(dir).findings;
          if (!findings.some((finding) => finding.check === check))
            throw new Error(`no ${check} finding; see ${dir}/contract-report.html`);
          if (!output.join('').includes(stop)) throw new Error(`the run did not stop with "${stop}"`);
          const notExercised = findings.filter((finding) => finding.check === 'not-exercised');
          if (notExercised.some((finding) => !finding.message.includes(stop)))
            throw new Error('a not-exercised finding does not say why');
          if (seconds > 120) throw new Error(`took ${seconds.toFixed(0)} s (limit 120 s)`);
          return `verdict in ${seconds.toFixed(1)} s: ${findings.filter((finding) => finding.check === check).length} ${check}, stopped with "${stop}"`;
        } finally {
          await proxy.close();
          await stopChild(backend.child);
        }
      },
    ),
  );

  const prismJourneys = step('journeys against Prism in errors mode send only valid requests', async () => {
    const code = await run(
      process.execPath,
      [playwrightCli, 'test', '--config', 'tests/contract/playwright.prism-errors.config.ts'],
      { E2E_PORT: String(ports.prism) },
    );
    if (code !== 0) throw new Error(`Playwright exited with ${code}`);
    return '0 request violations';
  });
  await Promise.all([...faultProxySteps, prismJourneys]);

  await step(
    'Portman-generated contract tests run by newman against the reference server (fresh in-memory data): 0 failures, every operation',
    portmanSuite,
  );
}

async function verifyReferenceServer(): Promise<string> {
  const server = await startReferenceServer();
  try {
    return await verifyClean(server.url, `${reportRoot}/reference-server`, { E2E_PORT: String(ports.server) });
  } finally {
    await stopChild(server.child);
  }
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: { method: string; url: { path: string[] } };
  event?: { listen: string; script: { exec: string[] } }[];
}

interface NewmanCount {
  total: number;
  failed: number;
}

/**
 * Portman writes the collection from openapi.yaml (tests/contract/portman/: the configuration, and
 * README.md there for what Portman and newman cannot check), newman runs it against a fresh
 * reference server. Limits of the tools this stage guards against: Portman silently leaves out the
 * schema test of a response schema it cannot compile, and leaves out an operation it cannot
 * convert, so every operation of the contract must be in the collection once, with its schema test.
 * The reference server writes reports at a model's pace here (about 2.5 s for a detailed one), so
 * the collection's cancel finds a report still being written; its getComparison waits for the end.
 */
async function portmanSuite(): Promise<string> {
  const dir = `${reportRoot}/portman`;
  const collectionFile = `${dir}/kiyasla.postman.json`;
  // Nothing from an earlier run may stand in for this one's collection or report.
  rmSync(dir, { recursive: true, force: true });
  const server = await startReferenceServer({ demoTokensPerSecond: 1000 });
  try {
    const generated = await run(process.execPath, [
      portmanCli,
      '--cliOptionsFile',
      'tests/contract/portman/portman-cli-options.json',
      '--baseUrl',
      server.url,
    ]);
    if (generated !== 0) throw new Error(`Portman exited with ${generated}`);
    const collectionText = readFileSync(collectionFile, 'utf8');
    if (collectionText.includes('is not being validated against your spec'))
      throw new Error(`Portman left out a schema test; see ${collectionFile}`);
    const collection = JSON.parse(collectionText) as { item: PostmanItem[] };
    const requests = collection.item.filter((item) => item.request);
    const generatedOps = requests.map((item) => `${item.request?.method}::/${item.request?.url.path.join('/')}`);
    const spec = parse(readFileSync(`${root}openapi.yaml`, 'utf8')) as { paths: Record<string, object> };
    const contractOps = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()}::${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const missing = contractOps.filter((op) => generatedOps.filter((generatedOp) => generatedOp === op).length !== 1);
    if (missing.length) throw new Error(`not in the collection exactly once: ${missing.join(', ')}`);
    const untested = requests.filter(
      (item) => !item.event?.some((event) => event.script.exec.join('\n').includes('Schema is valid')),
    );
    if (untested.length) throw new Error(`no schema test: ${untested.map((item) => item.name).join(', ')}`);
    const variations = collection.item.flatMap((item) => item.item ?? []).flatMap((item) => item.item ?? [item]);

    const reportFile = `${dir}/newman-report.json`;
    const code = await run(process.execPath, [
      newmanCli,
      'run',
      collectionFile,
      '--reporters',
      'cli,json',
      '--reporter-json-export',
      reportFile,
    ]);
    const { stats, failures } = (
      JSON.parse(readFileSync(reportFile, 'utf8')) as {
        run: {
          stats: Record<'requests' | 'assertions' | 'testScripts' | 'prerequestScripts', NewmanCount>;
          failures: unknown[];
        };
      }
    ).run;
    const failed = Object.values(stats).reduce((sum, count) => sum + count.failed, 0);
    if (failed > 0 || failures.length > 0 || code !== 0)
      throw new Error(
        `newman: ${stats.assertions.failed} of ${stats.assertions.total} assertions failed, ${stats.requests.failed} request errors, ${failures.length} failures (exit code ${code}); see the output above`,
      );
    return `${contractOps.length}/${contractOps.length} operations and ${variations.length} variations, ${stats.requests.total} requests, ${stats.assertions.total} assertions, 0 failed`;
  } finally {
    await stopChild(server.child);
  }
}

async function cleanup(): Promise<void> {
  await Promise.allSettled([...children].map((child) => stopChild(child, 'SIGINT', 20_000)));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

const started = Date.now();
try {
  await main();
} finally {
  await cleanup();
}
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log('\nContract stage:');
for (const result of results) console.log(`  ${result.ok ? '✔' : '✘'} ${result.name} — ${result.detail}`);
console.log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
