// `npm run generate`: the contract's code from openapi.yaml (orval, then scripts/gen-operations.ts)
// and the AI schema and database types (scripts/gen-ai-schema.ts, scripts/gen-db-types.ts).
// orval empties and rewrites its folders on every run, so both write into a staging folder that
// mirrors the repository (the relative imports orval writes between src/ and shared/ stay right),
// and only the files whose content changed are copied over; the other two generators write only
// what changed.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { syncFolder } from './write-if-changed';

/** The generated folders, each synced from its mirror under the staging folder. */
const TARGETS = ['src/api/generated', 'shared/api/generated'];
const STAGING = '.generated-staging';
/** orval reads the HTTP layer it calls (its mutator) at the mirrored path. */
const MUTATOR = 'src/api/http.ts';

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

const stagingEnv = { KIYASLA_GENERATED_ROOT: STAGING };
rmSync(STAGING, { recursive: true, force: true });
try {
  mkdirSync(`${STAGING}/src/api`, { recursive: true });
  cpSync(MUTATOR, `${STAGING}/${MUTATOR}`);
  run('npx', ['orval', '--config', 'orval.config.ts'], stagingEnv);
  run('npx', ['tsx', 'scripts/gen-operations.ts'], stagingEnv);
  for (const target of TARGETS) {
    const { written, removed } = syncFolder(`${STAGING}/${target}`, target);
    const changes = [...written.map((file) => `  wrote ${file}`), ...removed.map((file) => `  removed ${file}`)];
    console.log(`${target}: ${changes.length === 0 ? 'unchanged' : `\n${changes.join('\n')}`}`);
  }
} finally {
  rmSync(STAGING, { recursive: true, force: true });
}
run('npx', ['tsx', 'scripts/gen-ai-schema.ts']);
run('npx', ['tsx', 'scripts/gen-db-types.ts']);
