// With its extension: Vite's native config loader (to be its default) resolves no extensionless import.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        environment: 'jsdom',
        globals: false,
        setupFiles: ['tests/setup.ts'],
        include: [
          'src/**/*.test.{ts,tsx}',
          'mocks/**/*.test.ts',
          'demo/**/*.test.ts',
          'tests/unit/**/*.test.{ts,tsx}',
          'scripts/**/*.test.ts',
        ],
        css: false,
        testTimeout: 15000,
        env: { VITE_API_MODE: 'test' },
      },
    }),
  ),
);
