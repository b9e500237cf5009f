// Servers and helpers shared by the benchmarks: builds, `vite preview`, Prism, medians.
import { spawn, type ChildProcess, execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS } from '../chromium';

export { CHROME_PATH } from '../chromium';
/** For chrome-launcher (Lighthouse), which starts Chromium itself: headless, with the shared flags. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export function build(cwd: string, args: string[]): void {
  if (!existsSync(cwd)) throw new Error(`no such directory: ${cwd}`);
  execFileSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn', ...args], { cwd, stdio: 'inherit' });
}

const children: ChildProcess[] = [];

/** Starts a long-running server (its own process group) and waits until `url` answers. */
export async function serve(
  label: string,
  cwd: string,
  command: string[],
  url: string,
  env: Record<string, string> = {},
) {
  const child = spawn('npx', ['--no-install', ...command], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  children.push(child);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited: ${stderr}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return child;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${label} did not answer at ${url}: ${stderr}`);
}

/** Stops every server this process started (whole process groups: npx → node). */
export function stopAll(): void {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Prints rows as an aligned text table. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (cell ?? '').padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
