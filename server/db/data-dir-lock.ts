// One server per PGlite data folder. PGlite is an embedded database: two processes opening the
// same folder each run their own Postgres over the same files and silently lose each other's
// writes. So the first server writes its pid into a lock file in the folder (created atomically,
// O_EXCL) and a second one refuses to start before opening the database. A lock whose process
// has gone (a crash, a kill -9) is taken over.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'kiyasla-server.lock';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Kıyasla server (pid ${owner.pid} on ${owner.host}, since ${owner.startedAt}). ` +
        `Stop that server, or start this one with another DATA_DIR (DATA_DIR=memory:// keeps nothing). ` +
        `If no such process is running, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** Gives the folder up (only if the lock file is still ours). */
  release(): void;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, host: String(owner.host), startedAt: String(owner.startedAt) }
      : undefined;
  } catch {
    // Half-written (the owner died while writing) or unreadable: nobody we could wait for.
    return undefined;
  }
}

/** A lock file with no owner yet, a moment old: its creator is still writing its pid. */
function justCreated(file: string): LockOwner | undefined {
  try {
    const { mtime } = statSync(file);
    return Date.now() - mtime.getTime() < 5_000
      ? { pid: Number.NaN, host: hostname(), startedAt: mtime.toISOString() }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A killed server whose parent has not collected it yet (a zombie: its files are closed, only its
 * exit status waits) still answers kill(pid, 0); on Linux /proc says so, and it counts as gone.
 */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process, or throws DataDirInUseError naming the folder and its owner. */
export function lockDataDir(dataDir: string): DataDirLock {
  const folder = resolve(dataDir);
  const file = join(folder, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file) ?? justCreated(file);
      // Another host sharing the folder (a network disk) cannot be probed: treat it as alive. A lock
      // naming this very process is a dead one's whose pid came back (a container restarted after
      // a kill: the server is pid 1 every time); this process has not locked anything yet.
      const mine = owner?.pid === me.pid && owner.host === me.host;
      if (owner && !mine && (owner.host !== me.host || Number.isNaN(owner.pid) || isAlive(owner.pid)))
        throw new DataDirInUseError(folder, owner);
      // Stale: its process is gone. Remove it and try again to create ours atomically.
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    const release = () => {
      if (readOwner(file)?.pid === me.pid) unlinkSync(file);
      process.off('exit', release);
    };
    // Also on an exit that skips close() (process.exit after an error).
    process.on('exit', release);
    return { release };
  }
  const owner = readOwner(file);
  throw new DataDirInUseError(folder, owner ?? { pid: Number.NaN, host: 'unknown', startedAt: 'unknown' });
}
