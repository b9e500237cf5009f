// The demo catalogue: about 120 well-known products, services and places with public facts,
// and the lookup that recognises them in what people type.
import { CATEGORIES, PATTERN_ORDER } from '../categories';
import type { CatalogueEntry, CategoryId } from '../types';
import { DEVICES } from './devices';
import { HOME } from './home';
import { SERVICES } from './services';
import { SOFTWARE } from './software';

/** The date the catalogue's prices and facts describe (ISO date; goes into source.data_as_of). */
export const CATALOGUE_AS_OF = '2025-06-01';

export const CATALOGUE: readonly CatalogueEntry[] = [...DEVICES, ...HOME, ...SERVICES, ...SOFTWARE];

/**
 * A matching key: Turkish and English case folded together (İ/I/ı → i), accents dropped
 * (ş → s, ü → u), and everything but letters, digits, + and # removed, so "WH-1000XM5",
 * "wh 1000xm5" and "Wh1000XM5" meet, and "Disney+" stays apart from "Disney".
 */
export function matchKey(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}+#]/gu, '');
}

const BY_KEY = new Map<string, CatalogueEntry>();
for (const entry of CATALOGUE) {
  const brand = matchKey(entry.brand);
  for (const name of [entry.name, ...(entry.aliases ?? [])]) {
    const key = matchKey(name);
    // The first entry to claim a key keeps it, so an alias never hijacks another item's name.
    if (!BY_KEY.has(key)) BY_KEY.set(key, entry);
    if (!key.startsWith(brand) && !BY_KEY.has(brand + key)) BY_KEY.set(brand + key, entry);
  }
}

export type Identification =
  | { kind: 'known'; entry: CatalogueEntry }
  /** Not in the catalogue; `category` when the words give the kind of thing away. */
  | { kind: 'unknown'; category?: CategoryId };

export function identify(name: string): Identification {
  const entry = BY_KEY.get(matchKey(name));
  if (entry) return { kind: 'known', entry };
  const category = PATTERN_ORDER.find((id) => CATEGORIES[id].pattern.test(name));
  return category ? { kind: 'unknown', category } : { kind: 'unknown' };
}

/** The category of a name, from the catalogue first and then from its words. */
export function detectCategory(name: string): CategoryId | undefined {
  const found = identify(name);
  return found.kind === 'known' ? found.entry.category : found.category;
}

export function entryById(id: string): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.id === id);
}
