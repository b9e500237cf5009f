// `npm run bench:dev [-- --rounds N --port P]`: how long `npm run dev` takes from the command to
// the first page, a measurement rather than a test. Each round starts `npm run dev` twice on one
// throwaway DATA_DIR: cold (an empty folder: initdb, migrations, the demo seed) and warm (the same
// folder again). Three times per start, from the spawn: the banner printed; `/` and `/api/packages`
// (through Vite's proxy) both answering 200; a headless Chromium showing the landing page's
// heading rendered by React (the static shell gone). Every start is stopped with SIGINT to its
// process group, as Ctrl-C would, and must leave nothing listening. Targets: ≤ 10 s
// cold, ≤ 4 s warm, in wall time to the rendered page; the CPU time the process group used by then
// is printed beside it, since on a shared machine the wall time mostly measures the other load.
// Writes reports/bench/dev-start.json.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../chromium';
import { parseArgs } from 'node:util';
import { median, table } from './servers';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, port: { type: 'string', default: '5220' } },
});
const rounds = Number(args.rounds);
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const TIMEOUT_MS = 180_000;

interface Start {
  banner: number;
  http: number;
  page: number;
  /** CPU time (ms) the whole `npm run dev` process group had used when the page was rendered. */
  cpu: number;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;

/**
 * CPU time of every process in a group (Linux /proc: utime + stime + children's), a figure that a
 * busy machine does not inflate the way it inflates wall time. NaN where /proc is missing.
 */
function groupCpuMs(pgid: number): number {
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) stime cutime cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

const running = new Set<ChildProcess>();
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
// Whatever ends this script (an error, Ctrl-C) ends the `npm run dev` it started.
process.on('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')));

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  killGroup(child, 'SIGINT');
  const stopped = await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]);
  if (!stopped) {
    killGroup(child, 'SIGKILL');
    throw new Error('npm run dev did not stop within 30 s of SIGINT');
  }
  running.delete(child);
  // Everything in its process group is gone, Vite included: the port is free again.
  if (await answers200(base)) throw new Error(`something still answers on ${base} after npm run dev stopped`);
}

async function measure(dataDir: string, browser: Browser): Promise<Start> {
  const { PORT: _unset, ...env } = process.env;
  const started = performance.now();
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--strictPort'], {
    env: { ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  let banner = Number.NaN;
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (Number.isNaN(banner) && output.includes('Ctrl-C stops both')) banner = performance.now() - started;
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = started + TIMEOUT_MS;
  while (!(await answers200(base)) || !(await answers200(`${base}/api/packages`))) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}:\n${output}`);
    if (performance.now() > deadline) throw new Error(`npm run dev did not answer within ${TIMEOUT_MS} ms:\n${output}`);
    await sleep(50);
  }
  const http = performance.now() - started;

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base, { timeout: TIMEOUT_MS });
  await page.locator('.boot-shell').waitFor({ state: 'detached', timeout: TIMEOUT_MS });
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: TIMEOUT_MS });
  const rendered = performance.now() - started;
  const cpu = groupCpuMs(child.pid ?? -1);
  await context.close();

  await stop(child, exited);
  return { banner, http, page: rendered, cpu };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true });
const cold: Start[] = [];
const warm: Start[] = [];
const loadBefore = load();
try {
  for (let round = 1; round <= rounds; round++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'kiyasla-bench-dev-'));
    try {
      cold.push(await measure(dataDir, browser));
      warm.push(await measure(dataDir, browser));
      console.log(
        `round ${round}: cold ${seconds(cold.at(-1)!.page)} s (CPU ${seconds(cold.at(-1)!.cpu)} s), warm ${seconds(warm.at(-1)!.page)} s (CPU ${seconds(warm.at(-1)!.cpu)} s) to the rendered page (load ${load()})`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

const row = (label: string, starts: Start[], target: number) => {
  const page = median(starts.map((start) => start.page));
  return [
    label,
    seconds(median(starts.map((start) => start.banner))),
    seconds(median(starts.map((start) => start.http))),
    seconds(page),
    seconds(median(starts.map((start) => start.cpu))),
    `${target} s`,
    page <= target * 1000 ? 'met' : 'missed',
  ];
};
console.log(`\nnpm run dev, median of ${rounds} rounds (load average before: ${loadBefore}; after: ${load()})`);
console.log(
  table([
    ['start', 'banner (s)', '/ + /api 200 (s)', 'page rendered (s)', 'CPU used (s)', 'target', ''],
    row('cold', cold, 10),
    row('warm', warm, 4),
  ]),
);
mkdirSync('reports/bench', { recursive: true });
writeFileSync(
  'reports/bench/dev-start.json',
  JSON.stringify({ rounds, loadBefore, loadAfter: load(), cold, warm }, null, 2) + '\n',
);
