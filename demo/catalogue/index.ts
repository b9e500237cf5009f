// The demo catalogue (the items of catalogue/*.yaml, well-known products, services and places with
// public facts) and the lookup that recognises them in what people type.
import { CATEGORIES, PATTERN_ORDER, type Category } from '../categories';
import type { CatalogueEntry, CategoryId } from '../types';
import { CATALOGUE_DATA } from './data';
import type { CatalogueData } from './files';
import { editDistance } from './distance';
import { toEntries } from './entries';
import { matchKey } from './match-key';
import { kindOf } from './kind';

/**
 * The date the catalogue's prices and facts describe (ISO date; goes into source.data_as_of): its
 * oldest fact's, so every fact is at least as recent as the date a report states.
 */
export let CATALOGUE_AS_OF = '';

/** Counts the catalogues loaded, so what is built from the entries knows when to build again. */
export let CATALOGUE_GENERATION = 0;

/** Every item of the catalogue, category by category (the data files' order, or the store's). */
export const CATALOGUE: CatalogueEntry[] = [];

export { matchKey, kindOf };

/** What the catalogue records of each brand, by the name its items give as their brand. */
const BRANDS = new Map<string, CatalogueData['brands'][string]>();

/** What the catalogue records of a brand ("Apple"), if anything. */
export const brandData = (brand: string): CatalogueData['brands'][string] | undefined => BRANDS.get(brand);

const BY_KEY = new Map<string, CatalogueEntry>();
/** Every entry a full name or alias names: "Antalya" is a city to live in and a holiday destination. */
const ALL_BY_KEY = new Map<string, CatalogueEntry[]>();

/**
 * Large appliances are compared by brand as often as by model ("Arçelik bulaşık makinesi mi Bosch
 * mu?"), and a user asking that means the brand's usual machine of that kind. So a brand with the
 * kind of appliance ("Arçelik bulaşık makinesi", "Bosch dishwasher", "arcelik bulasik makinesi")
 * resolves to the brand's entry in that category: its common configuration, whose name the report
 * prints ("Arçelik 60 cm Bulaşık Makinesi"), so the reader sees which one was compared (see
 * catalogue/washing-machine.yaml). TVs are asked for by brand too, the Turkish makers' above all ("Vestel mi
 * Samsung mu televizyon?"): a brand with a TV word, or a bare brand beside a TV, is the brand's first TV in
 * catalogue/tv.yaml, whose model name the report prints. Phones, laptops and the rest are compared by model,
 * so a brand alone there ("Samsung telefon") is not guessed. Category → brand key → the brand's first entry.
 */
const BY_BRAND = new Map<CategoryId, Map<string, CatalogueEntry>>();

const comparedByBrand = (category: Category): boolean => category.family === 'white_goods' || category.id === 'tv';

/**
 * Makes `data` the catalogue: its entries and every lookup built from them, replaced in place so
 * every module that imported them sees the new ones. The categories must be loaded first.
 */
export function loadEntries(data: CatalogueData): void {
  CATALOGUE.splice(0, CATALOGUE.length, ...toEntries(data));
  CATALOGUE_AS_OF = data.categories
    .flatMap(({ items }) => items.flatMap((item) => item.facts.map((fact) => fact.as_of)))
    .reduce((oldest, date) => (!oldest || date < oldest ? date : oldest), '');
  CATALOGUE_GENERATION++;
  BRANDS.clear();
  for (const [brand, known] of Object.entries(data.brands)) BRANDS.set(brand, known);
  BY_KEY.clear();
  ALL_BY_KEY.clear();
  for (const entry of CATALOGUE) {
    const brand = matchKey(entry.brand);
    for (const name of [entry.name, ...(entry.aliases ?? [])]) {
      const key = matchKey(name);
      const named = ALL_BY_KEY.get(key) ?? [];
      if (!named.includes(entry)) ALL_BY_KEY.set(key, [...named, entry]);
      // The first entry to claim a key keeps it, so an alias never hijacks another item's name.
      if (!BY_KEY.has(key)) BY_KEY.set(key, entry);
      if (!key.startsWith(brand) && !BY_KEY.has(brand + key)) BY_KEY.set(brand + key, entry);
    }
  }
  // The name without its brand ("ThinkPad X1 Carbon Gen 12", "Airfryer XXL"), claimed only after every
  // full name and alias, and only when it is a model (letters and digits) or several words: a brand's
  // generic word alone ("Music", "Cloud", "Bankası") is not its product.
  for (const entry of CATALOGUE) {
    const brand = `${entry.brand} `;
    if (!entry.name.toLowerCase().startsWith(brand.toLowerCase())) continue;
    const rest = entry.name.slice(brand.length);
    const key = matchKey(rest);
    const model = /\p{L}/u.test(key) && /\p{N}/u.test(key);
    if (key.length >= 5 && (model || rest.includes(' ')) && !BY_KEY.has(key)) BY_KEY.set(key, entry);
  }
  BY_BRAND.clear();
  for (const entry of CATALOGUE) {
    if (!comparedByBrand(CATEGORIES[entry.category])) continue;
    const brands = BY_BRAND.get(entry.category) ?? new Map<string, CatalogueEntry>();
    if (!brands.has(matchKey(entry.brand))) brands.set(matchKey(entry.brand), entry);
    BY_BRAND.set(entry.category, brands);
  }
}
loadEntries(CATALOGUE_DATA);

export type Identification =
  | { kind: 'known'; entry: CatalogueEntry }
  /** Not in the catalogue; `category` when the words give the kind of thing away. */
  | { kind: 'unknown'; category?: CategoryId };

/** The entry of this match key or alias, or one letter off it. */
const byKey = (key: string): CatalogueEntry | undefined => BY_KEY.get(key) ?? oneLetterOff(key);

/** The entry of this name or alias, or one letter off it: never a guess from its kind and brand. */
export function byName(name: string): CatalogueEntry | undefined {
  return byKey(matchKey(name));
}

export function identify(name: string): Identification {
  const key = matchKey(name);
  const entry = byKey(key);
  if (entry) return { kind: 'known', entry };
  // The dotted capital İ does not fold to i under /i, so "İzmir" is tested as "izmir" too.
  const folded = name.replace(/İ/g, 'i');
  const category = PATTERN_ORDER.find((id) => CATEGORIES[id].pattern.test(name) || CATEGORIES[id].pattern.test(folded));
  const brands = category ? BY_BRAND.get(category) : undefined;
  const chosen = brands && [...brands].find(([brand]) => key.startsWith(brand) || key.endsWith(brand))?.[1];
  if (chosen) return { kind: 'known', entry: chosen };
  return category ? { kind: 'unknown', category } : { kind: 'unknown' };
}

/**
 * The items of one query, identified together: a bare brand beside a large appliance ("Beko çamaşır
 * makinesi mi Bosch mu?") is that brand's entry of the same kind, as a reader of the query takes it.
 * A name held in two kinds is read as the kind the query asks about: the first of `asked` (the kinds
 * its purpose is about) that every identified item has, else, when the items' usual kinds differ,
 * the kind they all share ("Antalya mı Bodrum mu" compares two holiday destinations, not a city to
 * live in with a resort).
 */
export function identifyAll(names: readonly string[], asked: readonly CategoryId[] = []): Identification[] {
  const found = names.map(identify);
  const kinds = found.flatMap((f) => (f.kind === 'known' ? [f.entry.category] : []));
  const byBrand: Identification[] = found.map((f, i) => {
    if (f.kind === 'known') return f;
    const key = matchKey(names[i]);
    const entry = kinds.map((kind) => BY_BRAND.get(kind)?.get(key)).find((e) => e !== undefined);
    return entry ? { kind: 'known', entry } : f;
  });
  const choices = byBrand.map((f, i) =>
    f.kind === 'known' ? [f.entry, ...(ALL_BY_KEY.get(matchKey(names[i])) ?? []).filter((e) => e !== f.entry)] : [],
  );
  const known = choices.filter((c) => c.length);
  const everyHas = (kind: CategoryId) => known.length > 0 && known.every((c) => c.some((e) => e.category === kind));
  const mixed = new Set(known.map((c) => c[0].category)).size > 1;
  const kind = asked.find(everyHas) ?? (mixed ? known[0].map((e) => e.category).find(everyHas) : undefined);
  if (!kind) return byBrand;
  return byBrand.map((f, i) => {
    const entry = choices[i].find((e) => e.category === kind);
    return entry ? { kind: 'known', entry } : f;
  });
}

/** Edits a typed name may be from a catalogue name to be offered as "did you mean …?": more for longer names. */
const suggestionReach = (key: string): number => (key.length >= 7 ? 2 : key.length >= 5 ? 1 : 0);

/** The digits of a key in order: "Canon R6" is not "Canon R50", nor "iPhone 14" an "iPhone 15". */
const digitsOf = (key: string): string => key.replace(/\D/g, '');

/**
 * Catalogue names close to one that is not in it, nearest first (at most `limit`): a few letters
 * off ("Ifone 15" → iPhone 15), or the start of a longer name, typed cleanly or with a slip
 * ("Kindle Paper" → Kindle Paperwhite, "macbok air" → MacBook Air M3), with the same model numbers;
 * only of `kind` (see kindOf) when one is given.
 */
export function closeNames(name: string, limit = 3, kind?: string): string[] {
  const key = matchKey(name);
  const nearest = new Map<CatalogueEntry, number>();
  for (const [candidate, entry] of BY_KEY) {
    // Beside a known item, a close name of another kind is no correction ("Papara" is not Pazarama
    // when the other item is a bank).
    if (kind && kindOf(entry) !== kind) continue;
    const distance = closeness(key, candidate);
    if (distance !== undefined && distance < (nearest.get(entry) ?? Infinity)) nearest.set(entry, distance);
  }
  // A slipped start is offered only when no name is closer by the other rules.
  const clean = [...nearest.values()].some((distance) => distance < SLIPPED);
  return [...nearest]
    .filter(([, distance]) => !clean || distance < SLIPPED)
    .sort(([a, da], [b, db]) => da - db || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(([entry]) => entry.name);
}

/**
 * The one catalogue entry a typed key is a single slip away from ("iphon 15", "Netflx"): a letter
 * dropped, added, changed or two swapped, with the same model numbers. Short keys ("PS4") and
 * keys that slip towards two entries are not guessed; they get "did you mean …?" instead.
 */
function oneLetterOff(key: string): CatalogueEntry | undefined {
  if (key.length < 5) return undefined;
  const found = new Set<CatalogueEntry>();
  for (const [candidate, entry] of BY_KEY)
    if (
      candidate.length >= 5 &&
      digitsOf(candidate) === digitsOf(key) &&
      !variantOf(key, candidate) &&
      editDistance(key, candidate, 1) === 1
    )
      found.add(entry);
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * A letter added to or dropped from right after a model number names another model, not a typo:
 * "Xiaomi 14T" is not the Xiaomi 14, "Pixel 8a" not the Pixel 8, "Galaxy S24+" not the S24.
 */
const variantOf = (key: string, candidate: string): boolean =>
  (key.startsWith(candidate) && /\d$/.test(candidate)) || (candidate.startsWith(key) && /\d$/.test(key));

/** How close a typed key is to a catalogue key (lower is closer), or undefined when it is not close. */
function closeness(key: string, candidate: string): number | undefined {
  if (!digitsOf(candidate).startsWith(digitsOf(key))) return undefined;
  if (key.length >= 4 && candidate.startsWith(key)) return 1;
  const reach = suggestionReach(key);
  if (!reach) return undefined;
  const distance = editDistance(key, candidate, reach);
  if (distance <= reach) return distance;
  // A slip in the start of a longer name ("macbok air" → MacBook Air M3): a last resort (see closeNames).
  const start = Math.min(...[-1, 0, 1].map((d) => editDistance(key, candidate.slice(0, key.length + d), reach)));
  return start <= reach ? SLIPPED + start : undefined;
}

/** The closeness of a slipped start: above every other rule's, so it never crowds out a nearer name. */
const SLIPPED = 10;

/** The category of a name, from the catalogue first and then from its words. */
export function detectCategory(name: string): CategoryId | undefined {
  const found = identify(name);
  return found.kind === 'known' ? found.entry.category : found.category;
}

export function entryById(id: string): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.id === id);
}

/** Farther than any two prices (a finite number, so sorting by differences never meets Infinity − Infinity). */
const FAR = 1e9;

/** How far apart two entries' prices are (a ratio, in log terms); unpriced ones are far from all. */
function priceGap(a: CatalogueEntry, b: CatalogueEntry): number {
  const x = a.price.amount;
  const y = b.price.amount;
  if (a.price.model !== b.price.model) return FAR;
  return x && y ? Math.abs(Math.log(x / y)) : a.price.model === 'free' || a.price.model === 'varies' ? 0 : FAR;
}

/**
 * What a lone item is most likely weighed against: the entry of its kind nearest in price, then in
 * year ("Renault Clio" → a car of its class, not the category's electric example pair; an espresso
 * machine → another espresso machine, never a robot vacuum of the same price).
 */
export function nearestOfKind(entry: CatalogueEntry): CatalogueEntry | undefined {
  const kind = kindOf(entry);
  return CATALOGUE.filter((other) => kindOf(other) === kind && other !== entry).sort(
    (a, b) =>
      priceGap(entry, a) - priceGap(entry, b) ||
      Math.abs(entry.year - a.year) - Math.abs(entry.year - b.year) ||
      a.name.localeCompare(b.name),
  )[0];
}
