// `npm run catalogue:import -- <file or folder> …`: brings catalogue data files (*.yaml) or a
// price CSV (*.csv) into the store of DATA_DIR or DATABASE_URL, as the server would open it, and
// prints what it added, changed and removed. A malformed file is refused whole: nothing is written.
// With PGlite (DATA_DIR), stop the server first: one process at a time opens its folder.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { readConfigOrExit } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedCatalogue } from '../server/db/seed';
import { importCatalogueFiles, importPriceCsv, type CatalogueChange } from '../server/services/catalogue-import';
import { CatalogueError, readCatalogueFiles } from '../demo/index';

const paths = process.argv.slice(2);
if (!paths.length) {
  console.error('Usage: npm run catalogue:import -- <catalogue file or folder, or prices.csv> …');
  process.exit(2);
}
const config = readConfigOrExit();
const { db, close } = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let failed = false;
try {
  await migrate(db);
  await seedCatalogue(db);
  const csv = paths.filter((path) => path.endsWith('.csv'));
  const data = paths.filter((path) => !path.endsWith('.csv'));
  // Every file read and checked before the first write.
  const files = data.flatMap((path) => readCatalogueFiles(path));
  const prices = csv.map((path) => ({ file: basename(path), text: readFileSync(path, 'utf8') }));
  const changes: CatalogueChange[] = [];
  if (files.length) changes.push(...(await importCatalogueFiles(db, files)));
  for (const { file, text } of prices) changes.push(...(await importPriceCsv(db, file, text)));
  for (const change of changes)
    console.log(`${change.action} ${change.what}${change.detail ? `: ${change.detail}` : ''}`);
  const count = (action: CatalogueChange['action']) => changes.filter((c) => c.action === action).length;
  console.log(`${count('added')} added, ${count('changed')} changed, ${count('removed')} removed`);
} catch (error) {
  if (!(error instanceof CatalogueError)) throw error;
  console.error(`Nothing imported.\n${error.problems.join('\n')}`);
  failed = true;
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
