// Settings that make no sense stop the server before it starts, with a sentence naming the setting.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';

describe('settings', () => {
  it.each([
    ['SESSION_TTL_HOURS', '0', 'SESSION_TTL_HOURS must be a number from 0.25 to 8760, got "0".'],
    ['SESSION_TTL_HOURS', 'week', 'SESSION_TTL_HOURS must be a number from 0.25 to 8760, got "week".'],
    ['PORT', '70000', 'PORT must be a whole number from 0 to 65535, got "70000".'],
    ['PORT', '80.5', 'PORT must be a whole number from 0 to 65535, got "80.5".'],
    ['RATE_LIMIT_SCALE', '0', 'RATE_LIMIT_SCALE must be a number from 0.01 to 10000, got "0".'],
    ['SEED_DEMO', 'no', 'SEED_DEMO must be true or false, got "no".'],
    ['PASSWORD_HASH_COST', '9', 'PASSWORD_HASH_COST must be a whole number from 10 to 20, got "9".'],
    ['PASSWORD_HASH_COST', '21', 'PASSWORD_HASH_COST must be a whole number from 10 to 20, got "21".'],
    ['PASSWORD_HASH_COST', '16.5', 'PASSWORD_HASH_COST must be a whole number from 10 to 20, got "16.5".'],
  ])('%s=%s is refused', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('an AI address that is not http(s), an idle timeout under a second, no concurrency or a negative pace is refused', () => {
    expect(() => readConfig({ AI_BASE_URL: 'localhost:11434/v1' })).toThrow(
      'AI_BASE_URL must be an http:// or https:// address, got "localhost:11434/v1".',
    );
    expect(() => readConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_IDLE_TIMEOUT_MS: '0' })).toThrow(
      'AI_IDLE_TIMEOUT_MS must be a whole number from 1000 to 3600000, got "0".',
    );
    expect(() => readConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_CONCURRENCY: '0' })).toThrow(
      'AI_CONCURRENCY must be a whole number from 1 to 64, got "0".',
    );
    expect(() => readConfig({ DEMO_TOKENS_PER_SECOND: '-1' })).toThrow(
      'DEMO_TOKENS_PER_SECOND must be a number from 0 to 100000, got "-1".',
    );
  });

  it('the old single AI deadline is refused with the two settings that replaced it', () => {
    expect(() => readConfig({ AI_TIMEOUT_MS: '90000' })).toThrow(
      'AI_TIMEOUT_MS is gone: set AI_IDLE_TIMEOUT_MS (the longest wait for the next text) and AI_TOTAL_TIMEOUT_MS (the cap for a whole report) instead.',
    );
  });

  it('a model’s defaults let a 5-tokens/s local model finish a detailed report, and the demo writes at a model’s pace', () => {
    const config = readConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(config.ai).toMatchObject({ idleTimeoutMs: 60_000, totalTimeoutMs: 2_400_000, concurrency: 2 });
    expect(readConfig({}).demoTokensPerSecond).toBe(60);
    expect(readConfig({ DEMO_TOKENS_PER_SECOND: '0' }).demoTokensPerSecond).toBe(0);
  });

  it('mail settings: an SMTP address and a public address are checked, and both may be unset', () => {
    expect(() => readConfig({ SMTP_URL: 'mail.example.com:25' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// address, got "mail.example.com:25".',
    );
    expect(() => readConfig({ PUBLIC_URL: 'kiyasla.example' })).toThrow(
      'PUBLIC_URL must be an http:// or https:// address, got "kiyasla.example".',
    );
    expect(readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://kiyasla.example' })).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:2525',
      publicUrl: 'https://kiyasla.example',
    });
    expect(readConfig({})).toMatchObject({ smtpUrl: undefined, publicUrl: undefined });
  });

  it('sensible values are taken as given', () => {
    const config = readConfig({ PORT: '0', SESSION_TTL_HOURS: '0.5', RATE_LIMIT_SCALE: '100', SEED_DEMO: 'false' });
    expect(config).toMatchObject({ port: 0, sessionTtlMs: 1_800_000, rateLimitScale: 100, seedDemo: false });
    expect(readConfig({ PASSWORD_HASH_COST: '14' }).passwordHashCost).toBe(14);
  });

  it("password hashes cost OWASP's N=2^17 unless PASSWORD_HASH_COST says otherwise", () => {
    expect(readConfig({}).passwordHashCost).toBe(17);
  });

  it('npm run server with one stops at once, saying which setting and why, without a stack trace', () => {
    let output = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, SESSION_TTL_HOURS: '0', DATA_DIR: 'memory://', PORT: '0' },
        stdio: 'pipe',
        timeout: 30_000,
      });
    } catch (error) {
      const failed = error as { status: number; stderr: Buffer };
      expect(failed.status).toBe(1);
      output = failed.stderr.toString();
    }
    expect(output.trim()).toBe('Not started: SESSION_TTL_HOURS must be a number from 0.25 to 8760, got "0".');
  });
});
