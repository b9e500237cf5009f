// `npm run dev`: bundles scripts/dev.ts with the server's code (esbuild, packages left external)
// and runs the bundle on plain Node; it is the same source `tsx scripts/dev.ts` would run.
// Why not tsx: its module hooks run off-thread for every import, node_modules included, which made
// the server's imports cost about three times their CPU (kysely 0.14 s → 0.55 s) and a warm start
// ≈ 1.2 s of CPU more (3.1 s → 1.9 s to a listening server, measured with process.cpuUsage). The
// bundle takes ≈ 0.15 s of CPU and is made again only when one of its sources has changed.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const cacheDir = root('node_modules/.cache/kiyasla-dev');
const outfile = `${cacheDir}/dev.mjs`;
const inputsFile = `${cacheDir}/dev-inputs.json`;
/** Files that change how the sources resolve, checked with the bundle's own inputs. */
const SETTINGS = [root('tsconfig.json'), root('package.json')];

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

/** The last bundle is reused while none of the files it was made from has changed since. */
function upToDate() {
  if (!existsSync(outfile) || !existsSync(inputsFile)) return false;
  const { builtAt, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return [...inputs, ...SETTINGS].every((file) => existsSync(file) && statSync(file).mtimeMs < builtAt);
}

/** Written under a temporary name, then renamed: a second start never reads a half-written file. */
function writeAtomically(path, contents) {
  writeFileSync(`${path}.${process.pid}`, contents);
  renameSync(`${path}.${process.pid}`, path);
}

async function bundle() {
  const { build, stop } = await import('esbuild');
  const builtAt = Date.now();
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
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  await stop();
  mkdirSync(cacheDir, { recursive: true });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  const inputs = Object.keys(result.metafile.inputs).map((input) => root(input));
  writeAtomically(inputsFile, JSON.stringify({ builtAt, inputs }));
}

if (!upToDate()) await bundle();
// Stack traces point at the TypeScript sources, not at the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(outfile).href);
