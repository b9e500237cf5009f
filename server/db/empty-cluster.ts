// A new PGlite database (memory://, a new DATA_DIR folder) starts from a copy of a kept empty
// cluster instead of running initdb, which costs seconds of CPU in WASM (≈ 2 s of a throwaway
// server's start against ≈ 0.1 for the copy, measured here). The copy is made once per PGlite
// version: by the server tests' set-up, or in a low-priority worker thread after a start that had
// to run initdb itself; it is kept in node_modules/.cache, and without it a start runs initdb.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const FILE = join(ROOT, `node_modules/.cache/kiyasla-pglite/pglite-${PGLITE_VERSION}-empty.tar`);

let kept: Blob | undefined;
let making = false;

/** The kept empty cluster, when there is one (read once per process: every start may use the same Blob). */
export function keptEmptyCluster(): Blob | undefined {
  if (!kept && existsSync(FILE)) kept = new Blob([readFileSync(FILE)]);
  return kept;
}

/** Keeps `dump` (PGlite's dumpDataDir of a cluster nothing was written to) as the empty cluster. */
export function keepEmptyCluster(dump: Uint8Array): void {
  mkdirSync(dirname(FILE), { recursive: true });
  // A temporary name first: a start never reads half a file.
  const partial = `${FILE}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, FILE);
}

/** Makes the empty cluster in a background thread unless it is kept already; it dies with this process if that stops first. */
export function makeEmptyClusterInBackground(): void {
  if (making || existsSync(FILE)) return;
  making = true;
  const worker = new Worker(new URL('./empty-cluster-worker.mjs', import.meta.url), { workerData: { file: FILE } });
  worker.unref();
  worker.on('error', (error) => console.error(`[db] the empty PGlite cluster was not kept: ${error.message}`));
}
