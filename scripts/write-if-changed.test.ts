import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncFolder, writeIfChanged } from './write-if-changed';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'kiyasla-sync-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function put(file: string, content: string, ageSeconds = 0): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
  const then = Date.now() / 1000 - ageSeconds;
  utimesSync(file, then, then);
}
const modified = (file: string) => statSync(file).mtimeMs;

describe('generated files are written only when their content changes', () => {
  it('writeIfChanged leaves a file with the same content alone and writes a different one', () => {
    const file = join(root, 'a.ts');
    put(file, 'same', 3600);
    const before = modified(file);
    expect(writeIfChanged(file, 'same')).toBe(false);
    expect(modified(file)).toBe(before);
    expect(writeIfChanged(file, 'other')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('other');
    expect(writeIfChanged(join(root, 'new/b.ts'), 'b')).toBe(true);
  });

  it('syncFolder touches only what changed, removes what the generator no longer makes, and drops the staging folder', () => {
    const staging = join(root, 'staging');
    const target = join(root, 'generated');
    put(join(target, 'model/kept.ts'), 'kept', 3600);
    put(join(target, 'model/changed.ts'), 'old', 3600);
    put(join(target, 'gone/stale.ts'), 'stale', 3600);
    put(join(staging, 'model/kept.ts'), 'kept');
    put(join(staging, 'model/changed.ts'), 'new');
    put(join(staging, 'query/added.ts'), 'added');
    const keptAt = modified(join(target, 'model/kept.ts'));

    const changes = syncFolder(staging, target);

    expect(changes.written.sort()).toEqual(['model/changed.ts', 'query/added.ts']);
    expect(changes.removed).toEqual(['gone/stale.ts']);
    expect(modified(join(target, 'model/kept.ts'))).toBe(keptAt);
    expect(readFileSync(join(target, 'model/changed.ts'), 'utf8')).toBe('new');
    expect(readFileSync(join(target, 'query/added.ts'), 'utf8')).toBe('added');
    expect(existsSync(join(target, 'gone'))).toBe(false);
    expect(existsSync(staging)).toBe(false);
  });
});
