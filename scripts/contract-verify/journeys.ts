// The journeys half: the Playwright journeys tagged @contract run against a production build of
// the app (MSW off) whose /api goes through the Prism proxy. The journey fixture
// (tests/contract/journey-fixture.ts) checks every /api answer the browser gets and writes its
// findings and the statuses it saw to a JSON-lines file that is merged here.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { CoverageTracker, FindingSet, RawFinding } from './findings';
import { trackChild } from './prism';
import { freePort } from '../free-port';

export interface JourneyOptions {
  root: string;
  apiUrl: string;
  reportDir: string;
  email: string;
  password: string;
  findings: FindingSet;
  coverage: CoverageTracker;
}

export type JourneyLogLine =
  { type: 'finding'; finding: RawFinding } | { type: 'exchange'; operationId: string; status: number };

interface PlaywrightJson {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}
interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; ok: boolean; tests: { results: { status: string; error?: { message?: string } }[] }[] }[];
}

export async function runJourneys(
  options: JourneyOptions,
): Promise<{ passed: number; failed: number; skipped: number }> {
  const logFile = join(options.reportDir, 'journey-exchanges.jsonl');
  const jsonFile = join(options.reportDir, 'journeys.json');
  rmSync(logFile, { force: true });
  rmSync(jsonFile, { force: true });
  const appPort = await freePort();
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  const child = spawn(
    process.execPath,
    [cli, 'test', '--config', 'tests/contract/playwright.proxy.config.ts', '--reporter=list,json'],
    {
      cwd: options.root,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group: a Ctrl-C reaches Playwright once, from our handler, not twice.
      detached: true,
      env: {
        ...process.env,
        CONTRACT_API_URL: options.apiUrl,
        CONTRACT_APP_PORT: String(appPort),
        CONTRACT_JOURNEY_LOG: logFile,
        CONTRACT_EMAIL: options.email,
        CONTRACT_PASSWORD: options.password,
        PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
      },
    },
  );
  // SIGINT, not SIGTERM: on SIGINT Playwright stops its web servers (vite build/preview) too.
  const stop = trackChild(child, 'SIGINT', 15_000);
  await new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await stop();

  if (existsSync(logFile)) {
    for (const line of readFileSync(logFile, 'utf8').split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as JourneyLogLine;
      if (entry.type === 'finding') options.findings.add('journey', [entry.finding]);
      else options.coverage.record(entry.operationId, entry.status);
    }
  }

  const result = existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as PlaywrightJson) : undefined;
  if (!result) {
    options.findings.add('journey', [
      {
        operation: '(journeys)',
        check: 'journey',
        status: null,
        location: 'playwright',
        message: 'the journeys did not run (see the output above)',
      },
    ]);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const failures: RawFinding[] = [];
  const visit = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const last = spec.tests.at(-1)?.results.at(-1);
      if (last?.status === 'skipped') continue;
      const message = (last?.error?.message ?? 'failed')
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
        .split('\n')[0];
      failures.push({
        operation: '(journeys)',
        check: 'journey',
        status: null,
        location: [...path, spec.title].filter(Boolean).join(' › '),
        message,
      });
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of result.suites ?? []) visit(suite, []);
  options.findings.add('journey', failures);
  return {
    passed: (result.stats?.expected ?? 0) + (result.stats?.flaky ?? 0),
    failed: result.stats?.unexpected ?? failures.length,
    skipped: result.stats?.skipped ?? 0,
  };
}
