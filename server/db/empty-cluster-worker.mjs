// Worker thread of empty-cluster.ts: runs initdb once in memory, at the lowest CPU priority (on
// Linux a thread's nice value is its own, so the server keeps its own), and writes the empty
// cluster to workerData.file (a temporary name first: never a half-written file).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

try {
  setPriority(19);
} catch {
  // not allowed here: run at normal priority
}
const db = new PGlite();
await db.waitReady;
const dump = await db.dumpDataDir('none');
await db.close();
mkdirSync(dirname(workerData.file), { recursive: true });
const partial = `${workerData.file}.${process.pid}.partial`;
writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
renameSync(partial, workerData.file);
