// `npm run contract:verify -- --target <base-url> [--probe-only|--journeys-only] [--report-dir dir]
//  [--email e --password p]`: puts Prism's validation proxy in front of a backend and checks it
// against openapi.yaml, by probing every operation and by running the @contract user journeys
// through the proxy. Exit code 1 on any violation, 2 on a usage error.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
}

const USAGE = `Usage: npm run contract:verify -- --target <base-url> [--probe-only | --journeys-only]
       [--report-dir <dir>] [--email <email> --password <password>] [--verbose]

  --target       the backend to check, e.g. http://127.0.0.1:8080 (its /api paths are used)
  --probe-only   only send the contract-derived requests (valid and invalid ones)
  --journeys-only only run the @contract browser journeys through the proxy
  --report-dir   where contract-report.{xml,html,json} go (default: reports/contract)
  --email, --password  the account to sign in with (or CONTRACT_EMAIL / CONTRACT_PASSWORD;
                 default: the seed account premium@example.com / Passw0rd!)`;

function parseArgs(argv: string[]): Options {
  const value = (name: string): string | undefined => {
    const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
    if (inline) return inline.slice(name.length + 3);
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const target = value('target') ?? process.env.CONTRACT_TARGET;
  if (!target || !/^https?:\/\//.test(target)) {
    console.error(`${USAGE}\n\n--target <base-url> is required (http:// or https://).`);
    process.exit(2);
  }
  const probeOnly = argv.includes('--probe-only');
  const journeysOnly = argv.includes('--journeys-only');
  if (probeOnly && journeysOnly) {
    console.error('--probe-only and --journeys-only exclude each other.');
    process.exit(2);
  }
  return {
    target: target.replace(/\/+$/, ''),
    probe: !journeysOnly,
    journeys: !probeOnly,
    reportDir: resolve(value('report-dir') ?? join(root, 'reports/contract')),
    email: value('email') ?? process.env.CONTRACT_EMAIL ?? 'premium@example.com',
    password: value('password') ?? process.env.CONTRACT_PASSWORD ?? 'Passw0rd!',
    verbose: argv.includes('--verbose'),
  };
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const contractFile = join(root, 'openapi.yaml');
  const operations = loadContract(contractFile);
  const findings = new FindingSet();
  const coverage = new CoverageTracker(operations.map((op) => ({ operationId: op.operationId, statuses: Object.keys(op.responses) })));
  mkdirSync(options.reportDir, { recursive: true });

  console.log(`Checking ${options.target} against openapi.yaml (${operations.length} operations)…`);
  try {
    // A target that is down would show up as a hundred 5xx findings from Prism; say it plainly.
    await fetch(`${options.target}/api/packages`, { signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new Error(`The target ${options.target} does not answer (${(error as Error).cause ?? (error as Error).message}). Is the server running?`);
  }
  const prism = await startPrismProxy({ contract: contractFile, target: options.target, logFile: join(options.reportDir, 'prism.log') });
  console.log(`Prism validation proxy on ${prism.url}`);
  let journeys: RunReport['journeys'];
  try {
    if (options.probe) {
      console.log('Probe: valid and invalid requests for every operation…');
      await runProbe({ baseUrl: prism.url, operations, email: options.email, password: options.password, findings, coverage, log: options.verbose ? console.log : undefined });
    }
    if (options.journeys) {
      console.log('Journeys: the @contract Playwright journeys with /api through the proxy…');
      journeys = await runJourneys({ root, apiUrl: prism.url, reportDir: options.reportDir, email: options.email, password: options.password, findings, coverage });
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
