// Every key exists in both languages: a missing Turkish (or English) string fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/i18n/namespaces';

const root = join(process.cwd(), 'src/i18n/locales');

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8'));
}

describe('locale files', () => {
  it('has one file per namespace in each language, and nothing else', () => {
    for (const language of ['en', 'tr']) {
      const files = readdirSync(join(root, language)).sort();
      expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(NAMESPACES)('"%s" has the same keys in tr and en, and no empty string', (namespace) => {
    const en = load('en', namespace);
    const tr = load('tr', namespace);
    expect(keys(tr).sort()).toEqual(keys(en).sort());
    const empty = (value: unknown): boolean =>
      typeof value === 'string'
        ? value.trim() === ''
        : value && typeof value === 'object'
          ? Object.values(value).some(empty)
          : false;
    expect(empty(en)).toBe(false);
    expect(empty(tr)).toBe(false);
  });
});
