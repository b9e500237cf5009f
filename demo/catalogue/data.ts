// The catalogue's data files (catalogue/ at the repository root), read once and validated when the
// demo engine loads: the engine's lookups are built at load time, so reading is synchronous.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueFilePaths, combineCatalogueFiles, readCatalogueFiles } from './files';
import { cachedRead } from './read-cache';

// Not `new URL(…, import.meta.url)`: Vite's test transform takes that for an asset to bundle.
const here = dirname(fileURLToPath(import.meta.url));
export const CATALOGUE_DIR = join(here, '../../catalogue');

const root = join(here, '../..');
/** Beside the other tools' caches; a checkout with no dependencies installed keeps none. */
export const CATALOGUE_CACHE_DIR = existsSync(join(root, 'node_modules'))
  ? join(root, 'node_modules/.cache/kiyasla-catalogue')
  : undefined;

/** What the validated catalogue is derived from: the files readCatalogueFiles reads, and its code. */
const inputs = [...catalogueFilePaths(CATALOGUE_DIR), join(here, 'files.ts'), join(here, 'schema.ts')];

export const CATALOGUE_DATA = cachedRead(inputs, CATALOGUE_CACHE_DIR, () =>
  combineCatalogueFiles(readCatalogueFiles(CATALOGUE_DIR)),
);
