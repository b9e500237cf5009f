// A PGlite data folder has one owner. Two servers on one DATA_DIR would both run
// and lose each other's acknowledged writes, so the second — a genuine second process, started
// as `npm run server` starts — refuses before opening the database, naming the folder and the
// owner's pid, and every write the first acknowledged survives a restart. A lock left by a process
// that is gone is taken over.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock';
import { startTestServer, type TestServer } from './harness';
import { pgliteTemplate } from './template';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'kiyasla-lock-'));
const dataDir = join(dir, 'pglite');
const lockFile = join(dataDir, LOCK_FILE);
// PGlite on purpose, also when the suite runs on PostgreSQL: the lock guards PGlite's folder.
const options = () => ({
  dataDir,
  pgliteTemplate: pgliteTemplate(),
  databaseUrl: undefined,
  // Twelve registrations from one address: above the hourly limit, which is not under test here.
  rateLimitScale: 10,
});
const running: TestServer[] = [];
afterAll(async () => {
  for (const server of running) await server.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<TestServer> {
  const server = await startTestServer(options());
  running.push(server);
  return server;
}

/** `tsx server/main.ts` on the same folder: how it ended, and what it printed. */
function secondServer(): Promise<{ outcome: 'exited' | 'started'; code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '5110' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env });
  let output = '';
  return new Promise((done) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // Without the lock it would start and serve the same files: stop it and say so.
      if (output.includes('Kıyasla on ')) {
        child.kill('SIGKILL');
        done({ outcome: 'started', code: null, output });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => done({ outcome: 'exited', code, output }));
  });
}

const register = (server: TestServer, n: number) =>
  server.call('POST', '/api/register', {
    body: { name: `Sahip ${n}`, email: `owner${n}@example.com`, password: 'secret1', language: 'tr' },
  });

it('a second server on the same DATA_DIR refuses to start, naming the folder and the owner; the first keeps every write', async () => {
  const first = await start();
  const acknowledged: number[] = [];
  for (let n = 0; n < 6; n += 1) if ((await register(first, n)).status === 201) acknowledged.push(n);

  const second = await secondServer();
  expect(second.outcome).toBe('exited');
  expect(second.code).not.toBe(0);
  expect(second.output).toContain(
    `DATA_DIR ${resolve(dataDir)} is in use by another Kıyasla server (pid ${process.pid}`,
  );
  // The refusal came before the database was opened: the lock is still the first server's.
  expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);

  // The first goes on writing after the refusal.
  for (let n = 6; n < 12; n += 1) if ((await register(first, n)).status === 201) acknowledged.push(n);
  expect(acknowledged).toHaveLength(12);
  expect(first.violations).toEqual([]);
  await first.close();
  running.length = 0;
  expect(existsSync(lockFile)).toBe(false);

  const restarted = await start();
  for (const n of acknowledged) await restarted.login(`owner${n}@example.com`, 'secret1');
  await restarted.close();
  running.length = 0;
}, 180_000);

it('a lock left by a process that is gone is taken over', async () => {
  const gone = spawn(process.execPath, ['-e', '']);
  const pid = gone.pid!;
  await new Promise((done) => gone.once('exit', done));
  writeFileSync(lockFile, JSON.stringify({ pid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }));

  const server = await start();
  expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
  await server.login('owner11@example.com', 'secret1');
}, 120_000);

it("a lock that names this very process is a dead one's whose pid came back (a restarted container): taken over", () => {
  const folder = mkdtempSync(join(tmpdir(), 'kiyasla-lock-pid-'));
  try {
    const file = join(folder, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }));
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(JSON.parse(readFileSync(file, 'utf8')).startedAt).not.toBe('2026-01-01T00:00:00.000Z');
    lock.release();
    expect(existsSync(file)).toBe(false);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

it('a lock left by a killed server its parent has not collected yet (a zombie) is taken over', async () => {
  // `sleep 3` (exec'd in place of the shell) never waits for its child `sleep 0.1`: once that one
  // exits it stays a zombie — its pid still answers kill(pid, 0) — until `sleep 3` ends.
  const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 3']);
  const pid = Number(
    await new Promise<string>((done) => parent.stdout.once('data', (chunk: Buffer) => done(String(chunk)))),
  );
  await new Promise((done) => setTimeout(done, 400));
  expect(() => process.kill(pid, 0)).not.toThrow();
  const folder = mkdtempSync(join(tmpdir(), 'kiyasla-lock-zombie-'));
  try {
    writeFileSync(
      join(folder, LOCK_FILE),
      JSON.stringify({ pid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(join(folder, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  } finally {
    parent.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});
