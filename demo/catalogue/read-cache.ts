// Reading the catalogue's data files costs about a second (YAML parsing, then validation) in every
// process that loads the demo engine: each server, each test file that starts one or writes a
// report. The validated result is kept as JSON, named by a hash of everything it is derived from:
// the data files and the code that reads them. A change to any of them is a new name, so the files
// are read again; a cache that cannot be read or written is passed over.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `read()`'s answer, from `cacheDir` when a run before stored it for inputs with exactly these
 * contents. With no `cacheDir`, or an input that is not there to hash, it reads every time.
 */
export function cachedRead<T>(inputs: readonly string[], cacheDir: string | undefined, read: () => T): T {
  if (!cacheDir || !inputs.every((path) => existsSync(path))) return read();
  const hash = createHash('sha256');
  // The inputs' contents in the order given (each behind its length, so two contents never run together).
  for (const path of inputs) {
    const content = readFileSync(path);
    hash.update(`${content.length}:`).update(content);
  }
  const file = join(cacheDir, `${hash.digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Not stored yet, or unreadable: read the inputs.
  }
  const value = read();
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Older versions are of no further use: each has inputs that are no longer what they were.
    for (const name of readdirSync(cacheDir)) if (name.endsWith('.json')) rmSync(join(cacheDir, name), { force: true });
    // Written aside, then renamed: a process reading at the same moment finds the whole file or none.
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, JSON.stringify(value));
    renameSync(aside, file);
  } catch {
    // A read-only installation reads the data files at every start, as it would without a cache.
  }
  return value;
}
