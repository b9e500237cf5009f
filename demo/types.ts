// Shapes shared by the demo engine's catalogue, categories and report writer.
import type { Comparison, ComparisonResult, Language } from '@shared/api/generated/model';
import type { Criterion } from './categories';

/** A comparison whose report is written (status done): what the chat and the rules read. */
export type WrittenComparison = Comparison & { result: ComparisonResult };

/** A text in both languages. Item names and model numbers stay as they are; prose is translated. */
export interface Bi {
  en: string;
  tr: string;
}

/** What a pro or a con speaks of: a scored criterion, or efficiency (told by the efficiency row). */
export type Aspect = Criterion | 'efficiency';

/**
 * A fact a pro or a con states, held against the entry itself: spec row `row` shows `has` (or does
 * not show `lacks`) in each language (a plain string must show in both); `unofficial`: no official
 * seller in Türkiye.
 */
export type Fact = { row: string; has: Value } | { row: string; lacks: Value } | 'unofficial';

/**
 * A pro or a con: its text in both languages and what it is about, at least one aspect or fact,
 * written next to the text so both languages are read the same and no claim goes unchecked.
 * Every catalogue pro and con needs its tags (the data files' schema requires them).
 */
export interface Claim extends Bi {
  about: readonly [Aspect | Fact, ...(Aspect | Fact)[]];
}

/** A catalogue value: language-neutral ("A16 Bionic", "5000 mAh") or translated. */
export type Value = string | Bi;

export const L = (en: string, tr: string): Bi => ({ en, tr });

export function inLang(value: Value, language: Language): string {
  return typeof value === 'string' ? value : value[language];
}

export type CategoryId =
  | 'phone'
  | 'laptop'
  | 'tablet'
  | 'headphones'
  | 'tv'
  | 'camera'
  | 'console'
  | 'smartwatch'
  | 'ereader'
  | 'vacuum'
  | 'coffee_machine'
  | 'air_fryer'
  | 'washing_machine'
  | 'dishwasher'
  | 'refrigerator'
  | 'car'
  | 'video_streaming'
  | 'music_streaming'
  | 'database'
  | 'framework'
  | 'language'
  | 'cloud'
  | 'bank'
  | 'travel'
  | 'city'
  | 'mobile_operator'
  | 'home_internet'
  | 'ai_assistant'
  | 'running_shoes'
  | 'ecommerce'
  | 'food_delivery'
  | 'fintech'
  | 'note_app'
  | 'language_app'
  | 'mini_pc';

/**
 * How an item is paid for. `one_off` and `monthly` carry a typical price in TRY; `free` items
 * (open source, free accounts) cost nothing; `varies` has no single price (a city, a cloud bill).
 */
export type PriceModel = 'one_off' | 'monthly' | 'free' | 'varies';

/** Editorial demo scores out of 10: design, usability, performance, value for money. */
export type Scores = readonly [number, number, number, number];

export interface CatalogueEntry {
  id: string;
  /** The name the report uses. */
  name: string;
  /** The name Turkish readers know it by, when it differs (Kapadokya, Roma): Turkish reports use it. */
  nameTr?: string;
  category: CategoryId;
  brand: string;
  /** Other ways people type it (matched case- and punctuation-insensitively). */
  aliases?: readonly string[];
  year: number;
  price: { model: PriceModel; amount?: number };
  /** Typical store rating out of 5 (demo figure). */
  rating: number;
  scores: Scores;
  /** Category spec rows (keys defined by the category), language-neutral or translated. */
  specs: Record<string, Value>;
  /**
   * False when the maker does not sell it in Türkiye through an official seller (imported units:
   * no statutory warranty from the maker). Unset means sold officially.
   */
  official?: boolean;
  /**
   * Category rows left blank on purpose: no public figure is certain enough to print (a model sold
   * in several versions, a figure the maker does not publish), or the row does not apply to this
   * item (a mains-powered coffee machine has no runtime per charge); the report shows none.
   */
  unstated?: readonly string[];
  /** Physical products only. */
  physical?: { materials: Bi; colours: readonly string[]; weight?: string; eco?: boolean };
  /** One real strength and one real drawback, each with what it is about (checked before a report shows it). */
  pro: Claim;
  con: Claim;
  /**
   * The facts that name a page as their source, by attribute (a spec row's key, "year", "price"),
   * with their kind and date; a fact without one is the editors' and dated to the catalogue.
   */
  sourced?: Readonly<Record<string, SourcedFact>>;
}

/** A fact of an entry that comes from a page someone can open. */
export interface SourcedFact {
  kind: 'specification' | 'measured' | 'price' | 'rating' | 'estimate';
  /** The date the fact describes (ISO date). */
  as_of: string;
  url: string;
  title: string;
}
