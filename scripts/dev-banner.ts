// The first lines `npm run dev` prints: where the app is, where its data lives, who writes the
// reports and how to sign in. A local stand-in until the server exports its own banner.
import { isAbsolute, resolve } from 'node:path';
import type { ServerConfig } from '../server/config';
import { SEED_EMAILS, SEED_PASSWORD } from '../server/db/demo-accounts';

export interface DevBannerFacts {
  appUrl: string;
  apiUrl: string;
  config: ServerConfig;
}

function whereDataLives(config: ServerConfig): string {
  if (config.databaseUrl) return 'PostgreSQL at DATABASE_URL';
  if (config.dataDir === 'memory://') return 'in memory (DATA_DIR=memory://): gone when this stops';
  const folder = isAbsolute(config.dataDir) ? config.dataDir : resolve(config.dataDir);
  return `${folder} (PGlite; kept between runs, delete the folder to start over)`;
}

function whoWritesReports(config: ServerConfig): string {
  return config.ai ? `${config.ai.model} at ${config.ai.baseUrl}` : 'the built-in demo engine (AI_BASE_URL is not set)';
}

export function devBanner({ appUrl, apiUrl, config }: DevBannerFacts): string {
  const accounts = config.seedDemo
    ? Object.values(SEED_EMAILS).join(', ') + `, password ${SEED_PASSWORD}`
    : 'none seeded (SEED_DEMO=false)';
  return [
    '',
    `  Kıyasla    ${appUrl}`,
    `  Data       ${whereDataLives(config)}`,
    `  Reports    ${whoWritesReports(config)}`,
    `  Sign in    ${accounts}`,
    `  API        ${apiUrl} (Vite proxies /api to it)`,
    '  Ctrl-C stops both.',
    '',
  ].join('\n');
}
