// With its extension: Vite's native config loader (to be its default) resolves no extensionless import.
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Tests that touch no DOM (the demo engine, the scripts, plain functions of the app) run in Node:
 * building a jsdom window for each file costs more than many of these tests themselves. A test
 * that needs `window`, `document` or a rendered component goes in the jsdom project instead.
 */
const NODE_TESTS = [
  'shared/**/*.test.ts',
  'demo/**/*.test.ts',
  'scripts/**/*.test.ts',
  // The exceptions read a window: DOMPurify (markdown), the signed-in user's stored language
  // (format-i18n), the session's storage and the channel between tabs (session-handover).
  'src/lib/**/!(markdown|format-i18n|session-handover).test.ts',
  'src/config/**/*.test.ts',
  'src/i18n/languages.test.ts',
  'src/features/*/lib/**/*.test.ts',
  'tests/unit/locales.test.ts',
];

const DOM_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'demo/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];

/**
 * The DOM tests that replace a module (vi.mock and its kin) run each in a module graph of its own:
 * in the graph the other files share, another file may already have imported the real module.
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const MOCKING_TESTS = globSync(DOM_TESTS, { cwd: ROOT }).filter((file) =>
  /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/.test(readFileSync(`${ROOT}${file}`, 'utf8')),
);

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        globals: false,
        css: false,
        testTimeout: 15000,
        // Vitest's default leaves one core to itself (1 worker on a 2-core machine: 184 s); the
        // main process mostly waits, so every core runs tests (119 s there).
        maxWorkers: Math.max(2, availableParallelism() - 1),
        env: { VITE_API_MODE: 'test' },
        projects: [
          {
            extends: true,
            test: {
              name: 'node',
              environment: 'node',
              include: NODE_TESTS,
            },
          },
          {
            extends: true,
            test: {
              name: 'jsdom',
              environment: 'jsdom',
              // One window and one module graph per worker, shared by its files: a jsdom window
              // and React, the router and the app's modules imported again for every file were
              // two thirds of this project's time (87 s → 30 s alone). What a file could leave
              // behind for the next (the address, the language, fake clocks, storage) is put back
              // by tests/setup.ts.
              isolate: false,
              setupFiles: ['tests/setup.ts'],
              include: DOM_TESTS,
              exclude: [...configDefaults.exclude, ...NODE_TESTS, ...MOCKING_TESTS],
            },
          },
          {
            extends: true,
            test: {
              name: 'jsdom-mocking',
              environment: 'jsdom',
              setupFiles: ['tests/setup.ts'],
              include: MOCKING_TESTS,
              exclude: [...configDefaults.exclude, ...NODE_TESTS],
            },
          },
        ],
      },
    }),
  ),
);
