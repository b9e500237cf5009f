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

// Read once per test process (a dump is about 40 MB, tens of milliseconds to read, and a test file
// starts many servers); PGlite only reads a Blob, so every server can start from the same one.
const read = new Map<TemplateStage, Blob>();

export function pgliteTemplate(stage: TemplateStage = 'catalogue'): Blob | undefined {
  const kept = read.get(stage);
  if (kept) return kept;
  const file = PGLITE_TEMPLATES[stage];
  if (!existsSync(file)) return undefined;
  const template = new Blob([readFileSync(file)]);
  read.set(stage, template);
  return template;
}
