// Every setting of the server, read once from the environment (README: "Reference server").
export interface ServerConfig {
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  seedDemo: boolean;
  distDir: string;
  trustProxy: boolean | string;
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

function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw;
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
