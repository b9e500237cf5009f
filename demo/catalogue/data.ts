// The catalogue's data files (catalogue/ at the repository root), read once and validated when the
// demo engine loads: the engine's lookups are built at load time, so reading is synchronous.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { combineCatalogueFiles, readCatalogueFiles } from './files';

// Not `new URL(…, import.meta.url)`: Vite's test transform takes that for an asset to bundle.
export const CATALOGUE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../catalogue');

export const CATALOGUE_DATA = combineCatalogueFiles(readCatalogueFiles(CATALOGUE_DIR));
