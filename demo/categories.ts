// What the engine knows about each kind of thing: its name, whether it is a physical product,
// its spec rows, the words that give it away, and how its four scores are worded.
import { CATALOGUE_DATA } from './catalogue/data';
import { toCategory, toFamilyText } from './catalogue/entries';
import type { CatalogueData } from './catalogue/files';
import type { PriceNotes } from './catalogue/schema';
import type { Bi, CategoryId } from './types';

export type Family =
  | 'device'
  | 'white_goods'
  | 'car'
  | 'streaming'
  | 'software'
  | 'bank'
  | 'travel'
  | 'city'
  | 'telecom'
  | 'assistant'
  | 'shoes'
  | 'shop'
  | 'delivery'
  | 'app';
export type Criterion = 'design' | 'usability' | 'performance' | 'pricing';
export const CRITERIA: readonly Criterion[] = ['design', 'usability', 'performance', 'pricing'];

export interface Category {
  id: CategoryId;
  family: Family;
  /** Singular and plural nouns, lower case, for running text. */
  one: Bi;
  many: Bi;
  physical: boolean;
  /** Spec rows in display order: catalogue key → row label. */
  rows: readonly (readonly [string, Bi])[];
  /** Typical one-off or monthly price range in TRY for plausibility checks (tests) and sanity. */
  band?: readonly [number, number];
  /**
   * The typical price in TRY per price model that value for money is read against (report/profile.ts).
   * Declared, not computed, so adding a catalogue entry never moves another item's scores. The figures
   * are the means of the catalogue's own prices as of CATALOGUE_AS_OF (2025-06-01), rounded and frozen
   * on 2026-11-26; the three large-appliance categories' from their first entries.
   */
  typical?: Partial<Record<'one_off' | 'monthly', number>>;
  /** What the category's items use in energy, said of the category. */
  energy?: Bi;
  /** The spec row (a key of `rows`) that says how far a charge or a tank goes. */
  efficiency?: string;
  /** The security features every item of the category has. */
  security?: readonly Bi[];
  /** The price words said of the category (its free price, its price when there is no single one, its trends). */
  priceNotes?: PriceNotes;
  /** Two well-known catalogue names, used to show how to phrase a query. */
  example: readonly [string, string];
  /** Words in an item name that reveal the category (checked after the catalogue). */
  pattern: RegExp;
}

/** Every category of the catalogue (catalogue/*.yaml, or the store), by id. */
export const CATEGORIES = {} as Record<CategoryId, Category>;

/** Category order for pattern checks: specific words before generic ones ("OLED" laptops before TVs). */
export const PATTERN_ORDER: readonly CategoryId[] = [
  // Before laptops: "mini bilgisayar" is not a laptop.
  'mini_pc',
  'laptop',
  'tablet',
  'headphones',
  'smartwatch',
  'ereader',
  'console',
  'phone',
  'tv',
  'camera',
  'dishwasher',
  'washing_machine',
  'refrigerator',
  'vacuum',
  'coffee_machine',
  'air_fryer',
  'home_internet',
  'mobile_operator',
  'ai_assistant',
  'note_app',
  'running_shoes',
  // Before online shops: "Trendyol Go" is the delivery app, not the shop.
  'food_delivery',
  'ecommerce',
  'music_streaming',
  'video_streaming',
  'database',
  'framework',
  // Before programming languages: "dil öğrenme uygulaması" is about learning a spoken language.
  'language_app',
  'language',
  'cloud',
  // Before banks: an e-money app is not a bank.
  'fintech',
  'bank',
  'car',
  'city',
  'travel',
];

/** Small home appliances, each a kind of its own: a robot vacuum is never weighed against an espresso machine. */
export const SMALL_APPLIANCES: readonly CategoryId[] = ['vacuum', 'coffee_machine', 'air_fryer'];

/** Places (a destination, a city to live in): no maker, no app, no account to secure. */
export const isPlace = (category: Category): boolean => category.family === 'travel' || category.family === 'city';

/** Monthly plans anyone can cancel at any time (streaming, AI assistants), unlike operators' commitments. */
export const cancelAnyTime = (category: Category): boolean =>
  category.family === 'streaming' || category.family === 'assistant';

export interface FamilyText {
  criteria: Record<Criterion, Bi>;
  /** Use-case titles for "best at <criterion>". */
  useCase: Record<Criterion, Bi>;
  /** The row label for the launch year ("Launched", "First released", "Founded"); null = no row. */
  year: Bi | null;
  /**
   * The year is a company's founding year (a bank, an operator, a shop): it says nothing about which
   * is better, so the differences state it without calling one "newer".
   */
  founded: boolean;
}

/** Each family's words (catalogue/families.yaml, or the store). */
export const FAMILY_TEXT = {} as Record<Family, FamilyText>;

/**
 * Makes `data`'s categories and families the engine's, replaced in place so every module that
 * imported them sees the new ones. Every category the name patterns are checked in must be there.
 */
export function loadCategories(data: CatalogueData): void {
  const missing = PATTERN_ORDER.filter((id) => !data.categories.some(({ category }) => category.id === id));
  if (missing.length) throw new Error(`The catalogue has no category ${missing.join(', ')}`);
  for (const id of Object.keys(CATEGORIES)) delete CATEGORIES[id as CategoryId];
  for (const { category } of data.categories) CATEGORIES[category.id as CategoryId] = toCategory(category);
  for (const id of Object.keys(FAMILY_TEXT)) delete FAMILY_TEXT[id as Family];
  for (const [id, family] of Object.entries(data.families)) FAMILY_TEXT[id as Family] = toFamilyText(family);
}
loadCategories(CATALOGUE_DATA);
