// Every setting of the server, read once from the environment (README: "Reference server").
import { isIP } from 'node:net';
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
  ai?: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
  logger: boolean;
}

function number(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
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
    throw new Error(
      'TRUST_PROXY=true would let any client choose its own address (the left end of X-Forwarded-For) and ' +
        'escape the rate limits. Set the number of proxies in front of the server (TRUST_PROXY=1) or their ' +
        'addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5).',
    );
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length)
    throw new Error(
      `TRUST_PROXY takes a hop count or IP addresses and CIDR ranges separated by commas; ` +
        `${wrong.map((entry) => `"${entry}"`).join(', ')} is neither.`,
    );
  return { addresses };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const aiBaseUrl = env.AI_BASE_URL?.trim();
  return {
    host: env.HOST || '127.0.0.1',
    port: number('PORT', 8080, env),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    seedDemo: env.SEED_DEMO !== 'false',
    distDir: env.DIST_DIR || 'dist',
    trustProxy: trustProxy(env.TRUST_PROXY),
    sessionTtlMs: number('SESSION_TTL_HOURS', 24 * 7, env) * 3_600_000,
    rateLimitScale: number('RATE_LIMIT_SCALE', 1, env) || 1,
    ai: aiBaseUrl
      ? {
          baseUrl: aiBaseUrl,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL || 'gpt-4o-mini',
          timeoutMs: number('AI_TIMEOUT_MS', 90_000, env),
        }
      : undefined,
    logger: env.LOG_LEVEL !== 'silent',
  };
}
