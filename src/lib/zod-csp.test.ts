import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import './zod-csp';

// What zod would run with, in a fresh process where `first` is imported before `then`.
function jitlessWhenImported(first: string, then: string): string {
  const script = `await import(${JSON.stringify(first)}); await import(${JSON.stringify(then)}); const { config } = await import('zod'); console.log(String(config().jitless));`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: process.cwd(), // the project root, where vitest runs
    encoding: 'utf8',
  }).trim();
}

describe('zod-csp', () => {
  it('turns off the JIT of a zod loaded after it, without importing zod itself (the entry stays free of it)', () => {
    expect(jitlessWhenImported('./src/lib/zod-csp.ts', 'zod')).toBe('true');
  });

  it('also turns it off when zod was loaded first', () => {
    expect(jitlessWhenImported('zod', './src/lib/zod-csp.ts')).toBe('true');
    expect(config().jitless).toBe(true);
  });

  it('is what makes the difference: without it zod would compile parsers', () => {
    expect(jitlessWhenImported('zod', 'zod')).toBe('undefined');
  });
});
