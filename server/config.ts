// Every setting of the server, read once from the environment (README: "Reference server").
import { isIP } from 'node:net';
import type { OpenAiOptions } from './ai/openai-provider';
import { DEFAULT_HASH_COST, HASH_COST_RANGE } from './auth/passwords';
export interface ServerConfig {
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  seedDemo: boolean;
  distDir: string;
  /** Which proxies' X-Forwarded-For to believe: none, the nearest N hops, or these addresses. */
  trustProxy: TrustProxy;
  sessionTtlMs: number;
  /** Multiplies every rate limit (RATE_LIMIT_SCALE): the journeys register many users from one address. */
  rateLimitScale: number;
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST): 17, OWASP's; lowered only for tests. */
  passwordHashCost: number;
  /** AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_IDLE_TIMEOUT_MS, AI_TOTAL_TIMEOUT_MS, AI_CONCURRENCY. */
  ai?: OpenAiOptions;
  /** The demo engine's writing pace (DEMO_TOKENS_PER_SECOND); 0 hands a report over at once. */
  demoTokensPerSecond: number;
  /** SMTP_URL: where mail goes (smtp:// or smtps://); unset, each mail is printed to the output. */
  smtpUrl?: string;
  /** PUBLIC_URL: the base of links in mails; unset, the address the request for the mail came to. */
  publicUrl?: string;
  logger: boolean;
}

/** A setting that makes no sense: the server does not start, and the message says which and why. */
export class ConfigError extends Error {}

/** A number setting within [min, max] (an integer where it must be one), or the fallback when unset. */
function number(
  name: string,
  fallback: number,
  env: NodeJS.ProcessEnv,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  const kind = integer ? 'a whole number' : 'a number';
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value)))
    throw new ConfigError(`${name} must be ${kind} from ${min} to ${max}, got "${raw}".`);
  return value;
}

function flag(name: string, fallback: boolean, env: NodeJS.ProcessEnv): boolean {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

function url(name: string, raw: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new ConfigError(`${name} must be an http:// or https:// address, got "${raw}".`);
  return raw;
}

function smtpUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new ConfigError(`SMTP_URL must be an smtp:// or smtps:// address, got "${value}".`);
  return value;
}

export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for ranges (Fastify hands the list to it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || isIP(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || extra !== undefined || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false`, a hop count (`1`: the load balancer in front), or the proxies'
 * addresses and ranges. `true` is refused: it believes the left end of X-Forwarded-For, which the
 * client writes, so every request could claim a new address and escape the rate limits.
 */
function trustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim();
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true')
    throw new ConfigError(
      'TRUST_PROXY=true would let any client choose its own address (the left end of X-Forwarded-For) and ' +
        'escape the rate limits. Set the number of proxies in front of the server (TRUST_PROXY=1) or their ' +
        'addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5).',
    );
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length)
    throw new ConfigError(
      `TRUST_PROXY takes a hop count or IP addresses and CIDR ranges separated by commas; ` +
        `${wrong.map((entry) => `"${entry}"`).join(', ')} is neither.`,
    );
  return { addresses };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const aiBaseUrl = env.AI_BASE_URL?.trim();
  // One deadline for a whole answer could not let a slow local model finish a long report.
  if (env.AI_TIMEOUT_MS?.trim())
    throw new ConfigError(
      'AI_TIMEOUT_MS is gone: set AI_IDLE_TIMEOUT_MS (the longest wait for the next text) and AI_TOTAL_TIMEOUT_MS (the cap for a whole report) instead.',
    );
  return {
    host: env.HOST || '127.0.0.1',
    port: number('PORT', 8080, env, { min: 0, max: 65_535, integer: true }),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    seedDemo: flag('SEED_DEMO', true, env),
    distDir: env.DIST_DIR || 'dist',
    trustProxy: trustProxy(env.TRUST_PROXY),
    // Under 15 minutes a session ends while its user is still reading a report; over a year it never does.
    sessionTtlMs: number('SESSION_TTL_HOURS', 24 * 7, env, { min: 0.25, max: 8_760 }) * 3_600_000,
    rateLimitScale: number('RATE_LIMIT_SCALE', 1, env, { min: 0.01, max: 10_000 }),
    passwordHashCost: number('PASSWORD_HASH_COST', DEFAULT_HASH_COST, env, { ...HASH_COST_RANGE, integer: true }),
    ai: aiBaseUrl
      ? {
          baseUrl: url('AI_BASE_URL', aiBaseUrl),
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL || 'gpt-4o-mini',
          // A minute without a token: a local model's prompt processing fits; a dead connection does not linger.
          idleTimeoutMs: number('AI_IDLE_TIMEOUT_MS', 60_000, env, { min: 1_000, max: 3_600_000, integer: true }),
          // 40 minutes: a 5-tokens/s local model finishes a detailed six-item report (about 9,000 tokens).
          totalTimeoutMs: number('AI_TOTAL_TIMEOUT_MS', 2_400_000, env, { min: 1_000, max: 14_400_000, integer: true }),
          concurrency: number('AI_CONCURRENCY', 2, env, { min: 1, max: 64, integer: true }),
        }
      : undefined,
    // The pace of a typical hosted model, so the demo shows the live page as a model would.
    demoTokensPerSecond: number('DEMO_TOKENS_PER_SECOND', 60, env, { min: 0, max: 100_000 }),
    smtpUrl: smtpUrl(env.SMTP_URL),
    publicUrl: env.PUBLIC_URL?.trim() ? url('PUBLIC_URL', env.PUBLIC_URL.trim()) : undefined,
    logger: env.LOG_LEVEL !== 'silent',
  };
}

/** readConfig for a command's entry point: a setting that makes no sense ends it with one sentence. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Not started: ${error.message}`);
    process.exit(1);
  }
}
