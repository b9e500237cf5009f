// The reference server's integration tests (server/**/*.test.ts): Node, not jsdom; each test file
// starts its own server on a free 127.0.0.1 port with an in-memory PGlite (or, with
// TEST_DATABASE_URL, a throwaway database on a real PostgreSQL server).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    globalSetup: ['server/tests/global-setup.ts'],
    globals: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores for everyone: a couple of servers at a time is plenty.
    maxWorkers: 2,
  },
});
