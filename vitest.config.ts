// With its extension: Vite's native config loader (to be its default) resolves no extensionless import.
import { availableParallelism } from 'node:os';
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
              setupFiles: ['tests/setup.ts'],
              include: [
                'src/**/*.test.{ts,tsx}',
                'mocks/**/*.test.ts',
                'demo/**/*.test.ts',
                'tests/unit/**/*.test.{ts,tsx}',
                'scripts/**/*.test.ts',
              ],
              exclude: [...configDefaults.exclude, ...NODE_TESTS],
            },
          },
        ],
      },
    }),
  ),
);
