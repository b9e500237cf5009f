// Generated files are written only when their content changes: a `npm test` (check:generated
// runs the generators) beside a running `npm run dev` then leaves the files Vite watches alone
// and the app does not reload for nothing.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Writes `content` to `file` unless it already holds exactly that; says whether it wrote. */
export function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return true;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Removes the empty folders under `dir` (deepest first), not `dir` itself. */
function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    removeEmptyFolders(path);
    if (readdirSync(path).length === 0) rmdirSync(path);
  }
}

/**
 * Makes `target` hold exactly the files of `source`: a changed or new file is written, a file
 * `source` no longer has is removed, an unchanged file is not touched. `source` is removed after.
 * Returns what changed, relative to `target`.
 */
export function syncFolder(source: string, target: string): { written: string[]; removed: string[] } {
  const fresh = new Set(filesUnder(source));
  const written = [...fresh].filter((file) =>
    writeIfChanged(join(target, file), readFileSync(join(source, file), 'utf8')),
  );
  const removed = filesUnder(target).filter((file) => !fresh.has(file));
  for (const file of removed) rmSync(join(target, file));
  if (existsSync(target)) removeEmptyFolders(target);
  rmSync(source, { recursive: true, force: true });
  return { written, removed };
}
