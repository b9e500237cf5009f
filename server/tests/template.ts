// Where global-setup.ts keeps the migrated database template for this test run.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PGLITE_TEMPLATE = fileURLToPath(
  new URL('../../node_modules/.cache/kiyasla-server-tests/pglite-migrated.tar', import.meta.url),
);

/** The environment variable naming the PostgreSQL template database (TEST_DATABASE_URL's server). */
export const POSTGRES_TEMPLATE_ENV = 'TEST_DATABASE_TEMPLATE';

export function pgliteTemplate(): Blob | undefined {
  return existsSync(PGLITE_TEMPLATE) ? new Blob([readFileSync(PGLITE_TEMPLATE)]) : undefined;
}
