// Deterministic size budgets (bytes, not times), run by `npm test`:
//  1. the JS that `/` loads before first paint — the entry, its modulepreloads and the landing
//     route module with its static imports — is at most 150 kB gzip;
//  2. the production build contains no MSW, no faker and no mock data.
// Also prints the compare route's JS for the issue notes. Builds into dist/ itself.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LANDING_BUDGET = 150 * 1024;
const FORBIDDEN = ['mockServiceWorker', 'setupWorker', '@faker-js', 'faker.helpers', 'Passw0rd!', 'free@example.com', 'kiyasla.mockdb'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const dist = 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzip = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

/** A chunk and everything it imports statically: what the browser fetches for it. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry) as string;
const entryFiles = closure(entryKey);
// The landing route module and the common strings (loaded before the first render) count too.
const landingFiles = closure('src/i18n/locales/en/common.json', closure('src/features/landing/landing-page.tsx', new Set(entryFiles)));
const compareFiles = [...closure('src/features/compare/compare-page.tsx')].filter((file) => !entryFiles.has(file));

const entrySize = [...entryFiles].reduce((sum, file) => sum + gzip(file), 0);
const landingSize = [...landingFiles].reduce((sum, file) => sum + gzip(file), 0);
const compareSize = compareFiles.reduce((sum, file) => sum + gzip(file), 0);
console.log(`entry + modulepreloads: ${kb(entrySize)} gzip (${entryFiles.size} files)`);
console.log(`landing route (/) total: ${kb(landingSize)} gzip, budget ${kb(LANDING_BUDGET)}`);
console.log(`compare route chunks beyond the entry: ${kb(compareSize)} gzip (${compareFiles.length} files)`);

const problems: string[] = [];
if (landingSize > LANDING_BUDGET) problems.push(`landing JS ${kb(landingSize)} exceeds ${kb(LANDING_BUDGET)}`);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
for (const file of walk(dist)) {
  const text = readFileSync(file, 'latin1');
  for (const marker of FORBIDDEN) if (text.includes(marker)) problems.push(`${file} contains "${marker}"`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('budgets: ok (no MSW, faker or mock data in the production build)');
