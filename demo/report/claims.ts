// What a pro or a con claims, and whether the scores and facts next to it contradict it. A
// catalogue claim carries its own tags (aspects and facts, see Claim in ../types); its words are
// read too, so a tag never hides what the text says. One reading for both sides: the engine leaves
// out a claim its scores or facts contradict before it answers, and the rule checker
// (report-rules.ts) fails any report that still shows one.
import type { Language } from '@shared/api/generated/model';
import type { Criterion } from '../categories';
import { inLang, type Aspect, type CatalogueEntry, type Claim, type Fact } from '../types';

export type { Aspect } from '../types';

const PRAISE: readonly (readonly [Aspect, RegExp])[] = [
  [
    'performance',
    /\b(fast|faster|fastest|quick|quicker|speedy|powerful|snappy|smooth|smoother)\b|hızlı|güçlü|akıcı|(?<!fiyat\/)performans/i,
  ],
  ['efficiency', /\b(frugal|efficient|economical|long range)\b|az yakan|verimli|tasarruflu|ekonomik/i],
  // Turkish words are bounded by letters, not \b (which treats "ş" as a non-word character and so
  // found "şık" inside "yaklaşık").
  [
    'design',
    /\b(premium|elegant|stylish|beautiful|slim|thin|lighter)\b|(?<!\p{L})(şık|zarif|ince)(?!\p{L})|daha hafif/iu,
  ],
  ['usability', /\b(easy|easier|simple|simpler|intuitive|gentle learning curve)\b|kolay|basit|sade\b/i],
  // Value, not price: "cheapest" is a fact about the price, and a cheap item can still be poor value.
  ['pricing', /\b(affordable|good value|great value|value for money|bargain)\b|fiyatına göre|hesaplı|kelepir/i],
];

const BLAME: readonly (readonly [Aspect, RegExp])[] = [
  ['performance', /\b(slow|slower|sluggish|laggy|underpowered)\b|yavaş|güçsüz/i],
  ['design', /\b(bulky|plasticky|flimsy|dated design)\b|hantal|dayanıksız/i],
  ['usability', /\b(complicated|confusing|fiddly|steep learning curve)\b|karmaşık|kafa karıştırıcı/i],
  ['pricing', /\b(expensive|pricey|costly|overpriced)\b|pahalı/i],
];

/** "faster", "cheaper", "daha hızlı": a claim against the other items, not only about this one. */
const COMPARATIVE =
  /\b(faster|quicker|smoother|better|brighter|lighter|cheaper|easier|simpler|newer|stronger|more powerful)\b|\bdaha\b/i;

/** The aspects a claim's words name (the keyword reading). */
export const aspectsOf = (text: string, kind: 'pro' | 'con'): Aspect[] =>
  (kind === 'pro' ? PRAISE : BLAME).filter(([, pattern]) => pattern.test(text)).map(([aspect]) => aspect);

const isFact = (tag: Aspect | Fact): tag is Fact => typeof tag === 'object' || tag === 'unofficial';

/** What a claim is read as: its tags' aspects and facts, plus any aspect its words name. */
export function readClaim(
  text: string,
  kind: 'pro' | 'con',
  about: Claim['about'] | readonly [] = [],
): { aspects: Aspect[]; facts: Fact[] } {
  const tags: readonly (Aspect | Fact)[] = about;
  const tagged = tags.filter((t): t is Aspect => !isFact(t));
  const aspects = [...new Set([...tagged, ...aspectsOf(text, kind)])];
  return { aspects, facts: tags.filter(isFact) };
}

/** The tags of `line` when it is the entry's own pro or con in `language`, else none. */
export function tagsOf(line: string, entry: CatalogueEntry | undefined, language: Language): Claim['about'] | [] {
  if (!entry) return [];
  if (line === entry.pro[language]) return entry.pro.about;
  if (line === entry.con[language]) return entry.con.about;
  return [];
}

const specText = (entry: CatalogueEntry, row: string, language: Language): string | undefined => {
  const value = entry.specs[row];
  return value === undefined ? undefined : inLang(value, language).toLowerCase();
};

/** Why the entry's own facts contradict `fact`, or undefined when they bear it out. */
export function falseFact(fact: Fact, entry: CatalogueEntry): string | undefined {
  if (fact === 'unofficial') return entry.official === false ? undefined : 'it is sold officially';
  for (const language of ['en', 'tr'] as const) {
    const shown = specText(entry, fact.row, language);
    if (shown === undefined) return `it has no ${fact.row} row`;
    if ('has' in fact && !shown.includes(inLang(fact.has, language).toLowerCase()))
      return `its ${fact.row} row (${language}) does not show "${inLang(fact.has, language)}"`;
    if ('lacks' in fact && shown.includes(inLang(fact.lacks, language).toLowerCase()))
      return `its ${fact.row} row (${language}) shows "${inLang(fact.lacks, language)}"`;
  }
  return undefined;
}

export const isComparative = (text: string): boolean => COMPARATIVE.test(text);

/** Below this a criterion is weak (the analysis texts' lowest tier): no pro may praise it. */
export const WEAK_BELOW = 7.5;
/** From this a criterion is strong (the top tier): no con may blame it. */
export const STRONG_FROM = 8.5;

/** The figures a claim is held against: the item's criterion scores and its efficiency wording. */
export interface Scored {
  name: string;
  scores: Partial<Record<Criterion, number>>;
  /** The report's efficiency text for the item, if it has one. */
  efficiency?: string;
  /** The catalogue entry, when known: a claim's facts are held against it. */
  entry?: CatalogueEntry;
}

const QUOTES_FIGURES = /\d[.,]\d\/10|\bTRY\b|\bTL\b/;

/** Efficiency wording that reads as weak (the old tiered text): a frugal claim cannot sit beside it. */
const WEAK_EFFICIENCY = /below average efficiency|ortalamanın altında verimlilik/i;

/**
 * Why the item's own scores and facts (or another item's scores, for "faster"-type claims)
 * contradict this pro or con, or undefined when they do not. `about`: the claim's tags, when it is
 * a catalogue pro or con.
 */
export function contradiction(
  text: string,
  kind: 'pro' | 'con',
  item: Scored,
  others: readonly Scored[],
  about: Claim['about'] | readonly [] = [],
): string | undefined {
  const { aspects, facts } = readClaim(text, kind, about);
  for (const fact of facts) {
    const why = item.entry && falseFact(fact, item.entry);
    if (why) return `${item.name}: "${text}" but ${why}`;
  }
  // A line that quotes its own figures ("Highest design score here (8.6/10)") is checked by the number rules.
  if (QUOTES_FIGURES.test(text)) return undefined;
  for (const aspect of aspects) {
    if (aspect === 'efficiency') {
      if (item.efficiency && WEAK_EFFICIENCY.test(item.efficiency))
        return `${item.name}: "${text}" beside "${item.efficiency}"`;
      continue;
    }
    const own = item.scores[aspect];
    if (own === undefined) continue;
    if (kind === 'pro' && own < WEAK_BELOW) return `${item.name}: "${text}" with ${aspect} ${own}/10`;
    if (kind === 'con' && own >= STRONG_FROM) return `${item.name}: "${text}" with ${aspect} ${own}/10`;
    if (!isComparative(text)) continue;
    const beaten = others.find((o) => {
      const theirs = o.scores[aspect];
      return theirs !== undefined && (kind === 'pro' ? theirs > own : theirs < own);
    });
    if (beaten)
      return `${item.name}: "${text}" while ${beaten.name} scores ${beaten.scores[aspect]}/10 on ${aspect} (${own}/10)`;
  }
  return undefined;
}

/** Kinds of software a "Type" row may name, in both languages: a UI library is not a framework. */
const KIND_NOUNS: readonly RegExp[] = [/librar|kütüphane/i, /framework|çatı/i, /database|veritaban/i];

/**
 * True when `claim` ("Both are frameworks") names one kind and an item's `kind` ("UI library")
 * names another and not the claimed one.
 */
export function kindMismatch(claim: string, kind: string): boolean {
  const claimed = KIND_NOUNS.find((noun) => noun.test(claim));
  if (!claimed || claimed.test(kind)) return false;
  return KIND_NOUNS.some((noun) => noun !== claimed && noun.test(kind));
}
