// The first lines a started server prints: where it answers, where its data lives, who writes the
// reports and, when the demo seed is on, how to sign in. `npm run server` (main.ts) and
// `npm run dev` (which starts the server in-process with startServer) print the same text.
import { resolve } from 'node:path';
import { SEED_EMAILS, SEED_PASSWORD } from './db/demo-accounts';

export interface BannerInput {
  url: string;
  /** PGlite's folder, `memory://` or undefined (in memory); ignored on PostgreSQL. */
  dataDir?: string;
  driver: 'pg' | 'pglite';
  seedDemo: boolean;
  /** The OpenAI-compatible provider, when AI_BASE_URL is set; otherwise the demo engine writes the reports. */
  ai?: { model: string; baseUrl: string };
}

/** Where the data lives, for a person: an absolute folder, "in memory" or PostgreSQL. */
export function dataLocation(driver: BannerInput['driver'], dataDir: string | undefined): string {
  if (driver === 'pg') return 'PostgreSQL (DATABASE_URL)';
  if (!dataDir || dataDir === 'memory://') return 'in memory (nothing is kept after the server stops)';
  return `${resolve(dataDir)} (PGlite)`;
}

export function startupBanner(input: BannerInput): string {
  const lines = [
    `Kıyasla on ${input.url}`,
    `  data:    ${dataLocation(input.driver, input.dataDir)}`,
    `  reports: ${input.ai ? `${input.ai.model} at ${input.ai.baseUrl}` : 'the built-in demo engine (AI_BASE_URL is not set)'}`,
  ];
  if (input.seedDemo) {
    const emails = Object.entries(SEED_EMAILS).map(([level, email]) => `${email} (${level})`);
    lines.push(`  demo accounts, password ${SEED_PASSWORD}: ${emails.join(', ')}`);
  }
  return lines.join('\n');
}
