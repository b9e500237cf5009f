// A new PGlite data folder (the first `npm run dev`, a deleted `.data/`, a throwaway DATA_DIR or
// memory://) starts from a copy of an empty cluster instead of running initdb, which costs seconds
// of CPU in WASM (≈ 4.5 s against ≈ 1 s for the copy, measured here). The copy is made once per
// PGlite version, in a low-priority worker thread after a start that had to run initdb itself, and
// kept in node_modules/.cache (the server tests keep theirs the same way).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ServerConfig } from '../server/config';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const TEMPLATE = join(ROOT, `node_modules/.cache/kiyasla-dev/pglite-${PGLITE_VERSION}-empty.tar`);

/** Whether this configuration starts PGlite on a folder (or memory) that has no cluster yet. */
export function needsCluster(config: ServerConfig): boolean {
  if (config.databaseUrl) return false;
  return config.dataDir === 'memory://' || !existsSync(join(config.dataDir, 'PG_VERSION'));
}

export const hasPgliteTemplate = () => existsSync(TEMPLATE);

/** The kept empty cluster, when there is one. */
export function pgliteTemplate(): Blob | undefined {
  return existsSync(TEMPLATE) ? new Blob([readFileSync(TEMPLATE)]) : undefined;
}

/** Makes the template in the background; it dies with this process if that stops first. */
export function makePgliteTemplate(): void {
  if (existsSync(TEMPLATE)) return;
  mkdirSync(join(TEMPLATE, '..'), { recursive: true });
  const worker = new Worker(new URL('./dev-pglite-template-worker.mjs', import.meta.url), {
    workerData: { file: TEMPLATE },
  });
  worker.unref();
  worker.on('error', (error) => console.error(`[dev] the PGlite template was not made: ${error.message}`));
}
