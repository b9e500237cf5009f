// The reference server's integration tests (server/**/*.test.ts): Node, not jsdom; each test file
// starts its own server on a free 127.0.0.1 port with an in-memory PGlite (or, with
// TEST_DATABASE_URL, a throwaway database on a real PostgreSQL server).
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server tests that open no database of the suite's (pure functions, the model stream against a
 * stub, the config and the mailer), or always PGlite whatever the suite runs on (its data folder's
 * lock). The run on PostgreSQL (TEST_DATABASE_URL) leaves them out: it would run the very same code
 * again. server/tests/database-free.test.ts checks that none of them reaches for the database.
 */
export const DATABASE_FREE = [
  'server/domain/personal-score.test.ts',
  'server/http/language.test.ts',
  'server/tests/banner.test.ts',
  'server/tests/config.test.ts',
  'server/tests/data-dir-lock.test.ts',
  'server/tests/database-free.test.ts',
  'server/tests/item-check.test.ts',
  'server/tests/mailer.test.ts',
  'server/tests/model-sustainability.test.ts',
  'server/tests/model-verdict.test.ts',
  'server/tests/openai-stream.test.ts',
  'server/tests/report-sections.test.ts',
  'server/tests/report-shape.test.ts',
  'server/tests/report-stream.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['server/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? [...configDefaults.exclude, ...DATABASE_FREE] : configDefaults.exclude,
    globalSetup: ['server/tests/global-setup.ts'],
    globals: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores for everyone: a couple of servers at a time is plenty.
    maxWorkers: 2,
  },
});
