// Where global-setup.ts keeps the PGlite template for this test run.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PGLITE_TEMPLATE = fileURLToPath(
  new URL('../../node_modules/.cache/kiyasla-server-tests/pglite-empty.tar', import.meta.url),
);

export function pgliteTemplate(): Blob | undefined {
  return existsSync(PGLITE_TEMPLATE) ? new Blob([readFileSync(PGLITE_TEMPLATE)]) : undefined;
}
