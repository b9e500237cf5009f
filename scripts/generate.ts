// `npm run generate`: the contract's code from openapi.yaml (orval, then scripts/gen-operations.ts)
// and the AI schema and database types (scripts/gen-ai-schema.ts, scripts/gen-db-types.ts).
// orval empties and rewrites its folders on every run, so both write into a staging folder beside
// src/api/generated (same depth: the relative imports orval writes stay right), and only the
// files whose content changed are copied over; the other two generators write only what changed.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { syncFolder } from './write-if-changed';

const TARGET = 'src/api/generated';
const STAGING = 'src/api/.generated-staging';

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

const stagingEnv = { KIYASLA_GENERATED_DIR: STAGING };
rmSync(STAGING, { recursive: true, force: true });
try {
  run('npx', ['orval', '--config', 'orval.config.ts'], stagingEnv);
  run('npx', ['tsx', 'scripts/gen-operations.ts'], stagingEnv);
  const { written, removed } = syncFolder(STAGING, TARGET);
  const changes = [...written.map((file) => `  wrote ${file}`), ...removed.map((file) => `  removed ${file}`)];
  console.log(`${TARGET}: ${changes.length === 0 ? 'unchanged' : `\n${changes.join('\n')}`}`);
} finally {
  rmSync(STAGING, { recursive: true, force: true });
}
run('npx', ['tsx', 'scripts/gen-ai-schema.ts']);
run('npx', ['tsx', 'scripts/gen-db-types.ts']);
