// Finds catalogue items named in free text ("is the pixel 8 better than the iphone 15?"), longest
// names first so "iPhone 15 Pro Max" is not read as "iPhone 15".
import { CATALOGUE, CATALOGUE_GENERATION } from '../catalogue';
import type { CatalogueEntry } from '../types';

/** Words only: Turkish/English case folded, accents dropped, punctuation to spaces. */
export function words(text: string): string {
  return ` ${text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()} `;
}

let names: { key: string; entry: CatalogueEntry }[] = [];
let namesOf = -1;

/** Every name and alias of the catalogue, longest first (built again when another catalogue is loaded). */
function allNames(): { key: string; entry: CatalogueEntry }[] {
  if (namesOf === CATALOGUE_GENERATION) return names;
  names = CATALOGUE.flatMap((entry) =>
    [entry.name, ...(entry.aliases ?? [])].map((name) => ({ key: words(name), entry })),
  )
    // Two-letter aliases ("go", "ts") match too much running text to be trusted in a sentence.
    .filter(({ key }) => key.trim().length >= 3)
    .sort((a, b) => b.key.length - a.key.length);
  namesOf = CATALOGUE_GENERATION;
  return names;
}

/** Catalogue entries named in the text, in the order they appear. */
export function mentionedEntries(text: string): CatalogueEntry[] {
  let rest = words(text);
  const found: { entry: CatalogueEntry; at: number }[] = [];
  for (const { key, entry } of allNames()) {
    const at = rest.indexOf(key);
    if (at < 0) continue;
    // Blank the match out (keeping positions) so shorter names inside it do not match again.
    rest = rest.slice(0, at) + ' '.repeat(key.length - 1) + rest.slice(at + key.length - 1);
    if (!found.some((f) => f.entry.id === entry.id)) found.push({ entry, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.entry);
}
