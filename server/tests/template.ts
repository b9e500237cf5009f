// Where global-setup.ts keeps this test run's database templates: `migrated`, the empty schema, and
// `catalogue`, the same with the catalogue store filled from the data files, which is what every
// server would otherwise write at its start (a few hundred milliseconds each, for hundreds of servers).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type TemplateStage = 'migrated' | 'catalogue';

export const PGLITE_TEMPLATES: Record<TemplateStage, string> = {
  migrated: fileURLToPath(
    new URL('../../node_modules/.cache/kiyasla-server-tests/pglite-migrated.tar', import.meta.url),
  ),
  catalogue: fileURLToPath(
    new URL('../../node_modules/.cache/kiyasla-server-tests/pglite-catalogue.tar', import.meta.url),
  ),
};

/** The environment variables naming the PostgreSQL template databases (TEST_DATABASE_URL's server). */
export const POSTGRES_TEMPLATE_ENVS: Record<TemplateStage, string> = {
  migrated: 'TEST_DATABASE_TEMPLATE_MIGRATED',
  catalogue: 'TEST_DATABASE_TEMPLATE',
};

export function pgliteTemplate(stage: TemplateStage = 'catalogue'): Blob | undefined {
  const file = PGLITE_TEMPLATES[stage];
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
