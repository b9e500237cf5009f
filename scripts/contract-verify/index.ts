// `npm run contract:verify -- --target <base-url> [--probe-only|--journeys-only] [--report-dir dir]
//  [--email e --password p]`: puts Prism's validation proxy in front of a backend and checks it
// against openapi.yaml, by probing every operation and by running the @contract user journeys
// through the proxy. Exit code 1 on any violation, 2 on a usage error.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadContract } from './contract';
import { CoverageTracker, FindingSet } from './findings';
import { runJourneys } from './journeys';
import { runCleanups, startPrismProxy } from './prism';
import { runProbe } from './probe';
import { terminalTable, writeReports, type RunReport } from './report';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Options {
  target: string;
  probe: boolean;
  journeys: boolean;
  reportDir: string;
  email: string;
  password: string;
  verbose: boolean;
  timeoutMs: number;
  prismPort: number | undefined;
}

const USAGE = `Usage: npm run contract:verify -- --target <base-url> [--probe-only | --journeys-only]
       [--report-dir <dir>] [--email <email> --password <password>] [--timeout <s>]
       [--prism-port <port>] [--verbose]

  --target       the backend to check, e.g. http://127.0.0.1:8080 (its /api paths are used)
  --probe-only   only send the contract-derived requests (valid and invalid ones)
  --journeys-only only run the @contract browser journeys through the proxy
  --report-dir   where contract-report.{xml,html,json} go (default: reports/contract)
  --email, --password  the account to sign in with (or CONTRACT_EMAIL / CONTRACT_PASSWORD;
                 default: the seed account premium@example.com / Passw0rd!)
  --timeout      seconds one request may take, body included (default 10); a slower answer is a
                 \`timeout\` finding, and after 3 in a row the probe stops: "target too slow"
  --prism-port   the port for Prism's proxy (default: a free one)`;

function readOptions(argv: string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        help: { type: 'boolean', short: 'h' },
        target: { type: 'string' },
        'probe-only': { type: 'boolean' },
        'journeys-only': { type: 'boolean' },
        'report-dir': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        timeout: { type: 'string' },
        'prism-port': { type: 'string' },
        verbose: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    // An unknown option or one without its value: say which, then how to call it.
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (parsed.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const target = parsed.target ?? process.env.CONTRACT_TARGET;
  if (!target || !/^https?:\/\//.test(target)) {
    console.error(`${USAGE}\n\n--target <base-url> is required (http:// or https://).`);
    process.exit(2);
  }
  const probeOnly = parsed['probe-only'] ?? false;
  const journeysOnly = parsed['journeys-only'] ?? false;
  if (probeOnly && journeysOnly) {
    console.error('--probe-only and --journeys-only exclude each other.');
    process.exit(2);
  }
  const timeout = Number(parsed.timeout ?? 10);
  if (!Number.isFinite(timeout) || timeout <= 0) {
    console.error('--timeout takes a number of seconds greater than 0.');
    process.exit(2);
  }
  const prismPortRaw = parsed['prism-port'];
  const prismPort = prismPortRaw === undefined ? undefined : Number(prismPortRaw);
  if (prismPort !== undefined && (!Number.isInteger(prismPort) || prismPort < 1 || prismPort > 65535)) {
    console.error('--prism-port takes a port number (1-65535).');
    process.exit(2);
  }
  return {
    timeoutMs: timeout * 1000,
    prismPort,
    target: target.replace(/\/+$/, ''),
    probe: !journeysOnly,
    journeys: !probeOnly,
    reportDir: resolve(parsed['report-dir'] ?? join(root, 'reports/contract')),
    email: parsed.email ?? process.env.CONTRACT_EMAIL ?? 'premium@example.com',
    password: parsed.password ?? process.env.CONTRACT_PASSWORD ?? 'Passw0rd!',
    verbose: parsed.verbose ?? false,
  };
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  const started = Date.now();
  const contractFile = join(root, 'openapi.yaml');
  const operations = loadContract(contractFile);
  const findings = new FindingSet();
  const coverage = new CoverageTracker(
    operations.map((op) => ({ operationId: op.operationId, statuses: Object.keys(op.responses) })),
  );
  mkdirSync(options.reportDir, { recursive: true });

  console.log(`Checking ${options.target} against openapi.yaml (${operations.length} operations)…`);
  try {
    // A target that is down would show up as a hundred 5xx findings from Prism; say it plainly.
    // Headers are enough here: a slow or cut-off body is the probe's to report, as a finding.
    await fetch(`${options.target}/api/packages`, { signal: AbortSignal.timeout(Math.max(options.timeoutMs, 15_000)) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new Error(
      timedOut
        ? `The target ${options.target} does not answer within ${Math.max(options.timeoutMs, 15_000) / 1000} s. Is it running, or stalled?`
        : `The target ${options.target} does not answer (${(error as Error).cause ?? (error as Error).message}). Is the server running?`,
      { cause: error },
    );
  }
  const prism = await startPrismProxy({
    contract: contractFile,
    target: options.target,
    logFile: join(options.reportDir, 'prism.log'),
    port: options.prismPort,
  });
  console.log(`Prism validation proxy on ${prism.url}`);
  await reportPrismReach(prism.url, options);
  let journeys: RunReport['journeys'];
  let stopped: string | undefined;
  try {
    if (options.probe) {
      console.log(
        `Probe: valid and invalid requests for every operation (timeout ${options.timeoutMs / 1000} s per request)…`,
      );
      ({ stopped } = await runProbe({
        baseUrl: prism.url,
        operations,
        email: options.email,
        password: options.password,
        findings,
        coverage,
        timeoutMs: options.timeoutMs,
        targetUrl: options.target,
        log: options.verbose ? console.log : undefined,
      }));
      if (stopped) console.log(`Probe stopped early — ${stopped}.`);
    }
    if (options.journeys && stopped) {
      console.log('Journeys skipped: the target is too slow for a browser journey to finish.');
    } else if (options.journeys) {
      console.log('Journeys: the @contract Playwright journeys with /api through the proxy…');
      journeys = await runJourneys({
        root,
        apiUrl: prism.url,
        reportDir: options.reportDir,
        email: options.email,
        password: options.password,
        findings,
        coverage,
      });
    }
  } finally {
    await prism.stop();
  }

  const report: RunReport = {
    target: options.target,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    halves: [...(options.probe ? (['probe'] as const) : []), ...(options.journeys ? (['journeys'] as const) : [])],
    findings: findings.list(),
    coverage: coverage.summary(),
    journeys,
  };
  console.log(`\n${terminalTable(report)}`);
  const files = writeReports(report, options.reportDir);
  console.log(`Reports: ${files.xml}, ${files.html}, ${files.json}`);
  return report.findings.length === 0 ? 0 : 1;
}

/** Says plainly when Prism runs but cannot get an answer from the target (instead of hanging). */
async function reportPrismReach(prismUrl: string, options: Options): Promise<void> {
  try {
    const response = await fetch(`${prismUrl}/api/packages`, { signal: AbortSignal.timeout(options.timeoutMs) });
    const text = await response.text();
    if (response.status >= 500 && /stoplight\.io\/prism\/errors/.test(text)) {
      console.log(
        `Warning: Prism cannot reach the target ${options.target} (${response.status}: ${text.slice(0, 200)}). The probe goes on; its findings show which operations fail.`,
      );
    }
  } catch (error) {
    console.log(
      `Warning: Prism runs on ${prismUrl}, but a request through it to ${options.target} got no complete answer within ${options.timeoutMs / 1000} s (${(error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message}). The probe goes on and reports timeouts.`,
    );
  }
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await runCleanups();
    process.exit(2);
  });
