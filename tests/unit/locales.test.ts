// Every key exists in both languages: a missing Turkish (or English) string fails here. The app's
// locale files (one per namespace) and the server's messages (one file per language) are held to
// the same rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/i18n/namespaces';

const root = join(process.cwd(), 'src/i18n/locales');
const serverRoot = join(process.cwd(), 'server/i18n');

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function load(language: string, namespace: string): unknown {
  return readJson(join(root, language, `${namespace}.json`));
}

const empty = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() === ''
    : value && typeof value === 'object'
      ? Object.values(value).some(empty)
      : false;

/** The same keys in both languages, and no empty string in either. */
function expectParity(en: unknown, tr: unknown): void {
  expect(keys(tr).sort()).toEqual(keys(en).sort());
  expect(empty(en)).toBe(false);
  expect(empty(tr)).toBe(false);
}

describe('locale files', () => {
  it('has one file per namespace in each language, and nothing else', () => {
    for (const language of ['en', 'tr']) {
      const files = readdirSync(join(root, language)).sort();
      expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(NAMESPACES)('"%s" has the same keys in tr and en, and no empty string', (namespace) => {
    expectParity(load('en', namespace), load('tr', namespace));
  });
});

describe("the server's messages", () => {
  const en = readJson(join(serverRoot, 'en.json')) as Record<string, string>;
  const tr = readJson(join(serverRoot, 'tr.json')) as Record<string, string>;

  it('has one file per language, and nothing else', () => {
    expect(readdirSync(serverRoot).sort()).toEqual(['en.json', 'tr.json']);
  });

  it('has the same keys in tr and en, and no empty string', () => {
    expectParity(en, tr);
  });

  // A placeholder missing in one language would show as "{max}" to its readers.
  it('uses the same {placeholders} in tr and en', () => {
    const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en)) expect([key, placeholders(tr[key] ?? '')]).toEqual([key, placeholders(en[key])]);
  });
});

describe("the demo writer's words", () => {
  const demoRoot = join(process.cwd(), 'demo/i18n');
  const en = readJson(join(demoRoot, 'en.json'));
  const tr = readJson(join(demoRoot, 'tr.json'));

  it('has the same keys in tr and en, and no empty string', () => {
    expectParity(en, tr);
  });

  // A language may leave a value out where its grammar needs none ("Both date from 2019" has no room
  // for the row's label; English says who leads on a criterion and leaves the other item to the
  // sentence before, Turkish names it), but never uses one the writer does not give: it would show
  // as "{name}". The values a language may leave out, for every text ('*') or for one.
  const MAY_LEAVE_OUT: Record<string, string[]> = { '*': ['label'], 'verdict.leads': ['other'] };

  it('uses in tr only {placeholders} the en text of the same key has, and the other way round, bar those a language may leave out', () => {
    const texts = (value: unknown, prefix = ''): [string, string][] =>
      typeof value === 'string'
        ? [[prefix, value]]
        : value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key))
          : [];
    const names = (text: string) => new Set([...text.matchAll(/\{[\^_]?(\w+)\}/g)].map((m) => m[1]));
    const trTexts = new Map(texts(tr));
    for (const [key, text] of texts(en)) {
      const [mine, theirs] = [names(text), names(trTexts.get(key) ?? '')];
      for (const name of [...MAY_LEAVE_OUT['*'], ...(MAY_LEAVE_OUT[key] ?? [])]) {
        mine.delete(name);
        theirs.delete(name);
      }
      expect([key, [...theirs].sort()]).toEqual([key, [...mine].sort()]);
    }
  });
});
