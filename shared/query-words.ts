// The words of a compare query that are not item names, in Turkish and English: what the comparison
// is about ("kredi kartı", "fiber internet"), the verb that asks for it ("karşılaştır", "compare"),
// the market it is for ("Türkiye'de") and a last word that names a version of an item ("hibrit",
// "Pro") and an English purpose said as an infinitive ("to live in"). Read by the query parser (compare-items.ts) only; pure data and patterns.

// What a comparison can be about beyond its items' own kind (a bank's credit cards, an operator's
// home internet): the contract's topics, each said in both languages by the screens.
import type { SubjectTopic } from '@shared/api/generated/model';

export type { SubjectTopic };

/**
 * The words of each topic as typed at the end of a query, whole and in any case. Longest first within
 * a topic, so "fiber internet" is one topic and not "fiber" with "internet" left in an item.
 */
export const TOPIC_WORDS: readonly (readonly [SubjectTopic, RegExp])[] = [
  ['credit_cards', /^(?:kredi kart(?:ı|ları|lar)|credit cards?|kart(?:ı|ları|lar)?|cards?)$/iu],
  ['loans', /^(?:(?:ihtiyaç |konut |taşıt )?kredi(?:si|leri)?|(?:personal |home )?loans?|mortgages?)$/iu],
  [
    'home_internet',
    /^(?:(?:fiber|fibre|ev|home|ev interneti|adsl|vdsl) ?internet(?:i)?|fiber|fibre|internet|broadband|ev interneti)$/iu,
  ],
  [
    'mobile_plans',
    /^(?:(?:mobil|faturalı|faturasız|cep) (?:hat(?:tı)?|tarife(?:si|leri)?)|hat|tarife(?:ler)?|mobile (?:plans?|tariffs?|lines?)|phone plans?)$/iu,
  ],
];

/** The topic a run of words names, when it is one of TOPIC_WORDS. */
export function topicOf(words: string): SubjectTopic | undefined {
  return TOPIC_WORDS.find(([, pattern]) => pattern.test(words))?.[0];
}

/**
 * The verb that asks for a comparison, at the end ("X ve Y karşılaştır", "X ile Y'yi kıyasla") or at
 * the start ("compare X and Y", "karşılaştır: X, Y"): never part of an item's name. At the end it
 * may take the object's case ending on the last item ("Y'yi", "Y'i").
 */
export const VERB_AT_END =
  /(?:['’](?:y?[ıiuü]|n[ıiuü]))?\s+(?:karşılaştır|kıyasla|compare)(?:ır|ar)?(?:ın|ınız|ma|malı|alım|abilir misin|ır mısın|ır mısınız|ar mısın|ar mısınız|yın|yınız|r mısın)?$/iu;
export const VERB_AT_START = /^(?:compare|karşılaştır|kıyasla)(?:\s*:\s*|\s+)/iu;

/** Markets a query can name, as ISO 3166 codes: "Türkiye'de", "in Turkey", "for the UK". */
export const MARKET_WORDS: readonly (readonly [string, RegExp])[] = [
  ['TR', /(?:,\s*|\s+)(?:türkiye['’]?de|türkiye için|in (?:türkiye|turkey)|for (?:türkiye|turkey))$/iu],
  ['DE', /(?:,\s*|\s+)(?:almanya['’]?da|in germany)$/iu],
  ['GB', /(?:,\s*|\s+)(?:ingiltere['’]?de|in the uk|in britain|in the united kingdom)$/iu],
  ['US', /(?:,\s*|\s+)(?:abd['’]?de|amerika['’]?da|in the us|in the usa|in america)$/iu],
];

/**
 * A last word that names a version of an item rather than the item ("Honda Civic hibrit", "PS5 Pro",
 * "Galaxy A35 5G"): the parser keeps it in the name and tells the base name apart, so a writer that
 * does not know the version can compare the base item and say so.
 */
export const QUALIFIER = /^(?:hibrit|hybrid|elektrikli|electric|pro|plus|\+|max|ultra|mini|lite|5g)$/iu;

/**
 * An English purpose said as an infinitive at the end ("İzmir or Ankara to live in", "… to move to"):
 * only the verbs of settling somewhere, so a name that holds "to" ("Back to the Future") stays whole.
 */
export const PURPOSE_INFINITIVE = /(?:\s*,\s*|\s+)(to\s+(?:live|move|relocate|settle)(?:\s+(?:in|to|there))?)$/iu;
