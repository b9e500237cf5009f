// The run on PostgreSQL leaves out the server tests listed as database-free (vitest.server.config.ts):
// a listed file that started reaching for the suite's database would lose its PostgreSQL run
// without a word. Each listed file exists and imports neither the test server nor a database
// module; data-dir-lock, listed because it always runs on PGlite, says so.
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the root config has no alias; the list lives with the run it shapes
import { DATABASE_FREE } from '../../vitest.server.config';

/** Imports that open or reach the suite's database (the seeded accounts' constants do not). */
const DATABASE_IMPORT = /from '(\.\/harness|\.\/template|\.\.\/db\/(?!demo-accounts')[^']*|\.\.\/services\/[^']*)'/;

describe('database-free server tests', () => {
  it.each(DATABASE_FREE)('%s exists and opens no database of the suite’s', (file) => {
    expect(existsSync(file), file).toBe(true);
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('data-dir-lock.test.ts')) {
      expect(text).toContain('PGlite on purpose, also when the suite runs on PostgreSQL');
      return;
    }
    expect(text.match(DATABASE_IMPORT)?.[0] ?? null).toBeNull();
  });
});
