// `npm run dev`: bundles scripts/dev.ts with the server's code (esbuild, packages left external)
// and runs the bundle on plain Node; it is the same source `tsx scripts/dev.ts` would run.
// Why not tsx: its module hooks run off-thread for every import, node_modules included, which made
// the server's imports cost about three times their CPU (kysely 0.14 s → 0.55 s) and a warm start
// ≈ 1.2 s of CPU more (3.1 s → 1.9 s to a listening server, measured with process.cpuUsage); the
// bundle takes ≈ 0.2 s.
import { renameSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const outfile = root('node_modules/.cache/kiyasla-dev/dev.mjs');

/** Each module keeps its own import.meta.url (the server finds its migrations next to it). */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

const result = await build({
  entryPoints: [root('scripts/dev.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: root('tsconfig.json'),
  sourcemap: 'linked',
  plugins: [ownUrl],
  write: false,
  logLevel: 'error',
});
await stop();
// Written under a temporary name, then renamed: a second start never imports a half-written file.
mkdirSync(root('node_modules/.cache/kiyasla-dev'), { recursive: true });
for (const file of result.outputFiles) {
  writeFileSync(`${file.path}.${process.pid}`, file.contents);
  renameSync(`${file.path}.${process.pid}`, file.path);
}
// Stack traces point at the TypeScript sources, not at the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(outfile).href);
