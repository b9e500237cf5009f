import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_DATA, CATALOGUE_DIR } from './data';
import { combineCatalogueFiles, readCatalogueFiles } from './files';
import { cachedRead } from './read-cache';

describe('the catalogue read once and kept', () => {
  it('is what reading the data files gives', () => {
    expect(CATALOGUE_DATA).toEqual(combineCatalogueFiles(readCatalogueFiles(CATALOGUE_DIR)));
  });

  let folder: string;
  let input: string;
  let cache: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'read-cache-'));
    input = join(folder, 'data.yaml');
    cache = join(folder, 'cache');
    writeFileSync(input, 'a: 1');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads the inputs once while they stay as they were', () => {
    const read = vi.fn(() => ({ read: 'first' }));
    expect(cachedRead([input], cache, read)).toEqual({ read: 'first' });
    expect(cachedRead([input], cache, read)).toEqual({ read: 'first' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads them again when one changes, and keeps only the new answer', () => {
    cachedRead([input], cache, () => 'old');
    writeFileSync(input, 'a: 2');
    expect(cachedRead([input], cache, () => 'new')).toBe('new');
    expect(cachedRead([input], cache, () => 'not read')).toBe('new');
    expect(readdirSync(cache)).toHaveLength(1);
  });

  it('reads every time with no cache folder, or an input that is not there', () => {
    const read = vi.fn(() => 1);
    cachedRead([input], undefined, read);
    cachedRead([input], undefined, read);
    cachedRead([input, join(folder, 'missing.ts')], cache, read);
    cachedRead([input, join(folder, 'missing.ts')], cache, read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('passes over a stored answer it cannot read', () => {
    cachedRead([input], cache, () => 'stored');
    const [name] = readdirSync(cache);
    writeFileSync(join(cache, name!), '{"cut off');
    expect(cachedRead([input], cache, () => 'read again')).toBe('read again');
  });

  it('still answers when the cache cannot be written', () => {
    const blocked = join(folder, 'a-file');
    writeFileSync(blocked, '');
    expect(cachedRead([input], join(blocked, 'cache'), () => 'read')).toBe('read');
  });
});
