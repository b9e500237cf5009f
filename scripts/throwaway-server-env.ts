// The environment of a throwaway reference server (`tsx server/main.ts`) for the journeys, the
// contract kit, the screenshots and the benchmarks: a fresh seeded product in memory every run,
// reports by the demo engine, never a real database or AI provider whatever the shell says, and
// every rate limit scaled up because those runs sign in and register many times from one address
// (the limits themselves are the server tests' business), and password hashes at 2^14 instead of
// OWASP's 2^17: each costs milliseconds, not a third of a second, and no real password is kept.
export function throwawayServerEnv(options: {
  port: number;
  distDir?: string;
  /** The demo engine's pace; 0 (the default) writes a report at once. */
  demoTokensPerSecond?: number;
}): Record<string, string> {
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    // Absent or missing → the server answers /api only.
    DIST_DIR: options.distDir ?? 'node_modules/.cache/kiyasla-no-dist',
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    AI_BASE_URL: '',
    DEMO_TOKENS_PER_SECOND: String(options.demoTokensPerSecond ?? 0),
    RATE_LIMIT_SCALE: '100',
    PASSWORD_HASH_COST: '14',
    LOG_LEVEL: 'silent',
  };
}
