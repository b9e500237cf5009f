// Wires a configured server: database (migrated, seeded when empty), AI provider, Fastify app.
// main.ts calls it with the environment's config; the tests call it with their own.
import type { FastifyInstance } from 'fastify';
import { demoProvider } from './ai/demo-provider';
import type { AiProvider } from './ai/provider';
import { buildApp, type AppOptions } from './app';
import { configurePasswordCost, DEFAULT_HASH_COST } from './auth/passwords';
import type { ServerConfig } from './config';
import { connectDatabase, type Db } from './db/connect';
import { migrate } from './db/migrate';
import { seedCatalogue, seedDemo } from './db/seed';
import { pendingStatistics, refreshStatistics, trackStatistics } from './db/statistics';
import { syncCatalogue } from './services/catalogue';
import { invalidatePackages } from './services/packages';
import type { ServerDeps } from './http/operation';
import { chatWriters } from './services/chat';
import { mailerFor, type Mailer } from './mail/mailer';
import { startReportJobs, type ReportJobs } from './services/report-jobs';

export const DEFAULT_RATE_LIMITS: ServerDeps['rateLimits'] = {
  login: { limit: 30, windowMs: 15 * 60_000 },
  register: { limit: 10, windowMs: 60 * 60_000 },
  forgotPassword: { limit: 5, windowMs: 15 * 60_000 },
  resetPassword: { limit: 10, windowMs: 15 * 60_000 },
  contact: { limit: 10, windowMs: 60 * 60_000 },
  demoMessage: { limit: 30, windowMs: 10 * 60_000 },
  emailChange: { limit: 10, windowMs: 60 * 60_000 },
  /** Per account: every try of the current password costs a hash. */
  passwordChange: { limit: 10, windowMs: 15 * 60_000 },
  /** The report page reads its comparison once a second: three times that per user, ten per address. */
  comparisonReadsPerUser: { limit: 180, windowMs: 60_000 },
  comparisonReadsPerAddress: { limit: 600, windowMs: 60_000 },
  /** A shared report is read once per visit: a lookup a second per address, and no faster guessing of ids. */
  sharedReads: { limit: 60, windowMs: 60_000 },
};

/** Reports one user may have queued or being written at once: a few side by side, never a backlog that holds the queue. */
export const OPEN_REPORTS_PER_USER = 5;

export interface StartOptions extends Partial<Omit<ServerConfig, 'ai' | 'logger'>> {
  /** Overrides SMTP_URL's mailer (the tests read what would be sent). */
  mailer?: Mailer;
  /** Where the app is served when another process serves it (Vite under `npm run dev`); PUBLIC_URL wins. */
  appUrl?: () => string | undefined;
  ai?: ServerConfig['ai'] | AiProvider;
  logger?: AppOptions['logger'];
  requestTimeoutMs?: AppOptions['requestTimeoutMs'];
  rateLimits?: Partial<ServerDeps['rateLimits']>;
  onApiResponse?: AppOptions['onApiResponse'];
  pgliteTemplate?: Blob;
  /** How long a report writer owns a job without renewing it (tests shorten it). */
  jobLeaseMs?: number;
  /** Reports one user may have queued or being written at once (default OPEN_REPORTS_PER_USER). */
  openReportsPerUser?: number;
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  driver: 'pg' | 'pglite';
  close(): Promise<void>;
}

function scaled(rules: ServerDeps['rateLimits'], scale: number): ServerDeps['rateLimits'] {
  if (scale === 1) return rules;
  const entries = Object.entries(rules).map(([name, rule]) => [
    name,
    { ...rule, limit: Math.ceil(rule.limit * scale) },
  ]);
  return Object.fromEntries(entries) as ServerDeps['rateLimits'];
}

async function providerOf(ai: StartOptions['ai'], demoTokensPerSecond = 0): Promise<AiProvider> {
  if (!ai) return demoProvider({ tokensPerSecond: demoTokensPerSecond });
  if ('compare' in ai) return ai;
  // Loaded only when a model is configured: the demo engine's starts skip the openai SDK.
  const { openAiProvider } = await import('./ai/openai-provider');
  return openAiProvider(ai);
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const {
    db,
    driver,
    close: closeDatabase,
  } = await connectDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    pgliteTemplate: options.pgliteTemplate,
  });
  let app: FastifyInstance | undefined;
  let ownUrl = '';
  let jobs: ReportJobs | undefined;
  const answers = chatWriters();
  // Before the seed: its accounts' hashes are made at this server's cost.
  configurePasswordCost(options.passwordHashCost ?? DEFAULT_HASH_COST);
  try {
    trackStatistics(db, driver);
    const migrated = await migrate(db);
    const filled = await seedCatalogue(db);
    // The demo engine writes from the store's catalogue (before the seed's reports are written).
    await syncCatalogue(db);
    const seeded = (options.seedDemo ?? true) && (await seedDemo(db));
    // PGlite has no autovacuum: fresh statistics at every start (see db/statistics.ts).
    if (driver === 'pglite' || migrated.length > 0 || seeded || filled) await refreshStatistics(db);
    // The package catalogue is cached in memory (services/packages.ts); a migration may change it.
    invalidatePackages(db);
    const ai = await providerOf(options.ai, options.demoTokensPerSecond);
    jobs = startReportJobs({
      db,
      ai,
      exclusive: driver === 'pglite',
      leaseMs: options.jobLeaseMs,
      log: (message) => app?.log.warn(message),
    });
    app = await buildApp({
      db,
      ai,
      jobs,
      answers,
      sessionTtlMs: options.sessionTtlMs ?? 7 * 24 * 3_600_000,
      openReportsPerUser: options.openReportsPerUser ?? OPEN_REPORTS_PER_USER,
      mailer: options.mailer ?? mailerFor(options.smtpUrl),
      // Never the request's Host or Origin: a forged one would mail a working link to another site.
      publicUrl: () => options.publicUrl ?? options.appUrl?.() ?? ownUrl,
      rateLimits: scaled({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }, options.rateLimitScale ?? 1),
      distDir: options.distDir,
      requestTimeoutMs: options.requestTimeoutMs,
      trustProxy: options.trustProxy,
      logger: options.logger ?? false,
      onApiResponse: options.onApiResponse,
    });
    // Fastify's own "Server listening" log line stays quiet: the startup banner says where it answers.
    const level = app.log.level;
    app.log.level = 'warn';
    const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    app.log.level = level;
    ownUrl = address.replace('[::1]', '127.0.0.1');
    const started = app;
    const writer = jobs;
    return {
      app: started,
      db,
      driver,
      url: address.replace('[::1]', '127.0.0.1'),
      async close() {
        // In-flight requests finish (new ones get 503); reports being written stop (they stay open
        // and are taken again by the next start); chat answers being written fail as interrupted
        // (not counted); then the database closes cleanly.
        await writer.stop();
        await answers.stop();
        await started.close();
        await pendingStatistics(db);
        await closeDatabase();
      },
    };
  } catch (error) {
    await jobs?.stop().catch(() => {});
    await app?.close().catch(() => {});
    await closeDatabase().catch(() => {});
    throw error;
  }
}
