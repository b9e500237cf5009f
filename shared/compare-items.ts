// The one reader of a compare query, for the compare form, the server and every report writer:
// splits it ("iPhone 15 vs Galaxy S24", "Netflix, Disney+ ve HBO", "İstanbul mu İzmir mi?") into
// item names, and sets apart what is not a name: a purpose ("… yaşamak için", "… for running"), a
// subject ("… mı … mı kredi kartı", "… fiber internet"), the verb ("… karşılaştır"), a market
// ("… Türkiye'de"), and tells a version word on an item ("Honda Civic hibrit"). The form and the
// server agree on what counts as an item because both read it here. Pure: no catalogue, no DOM.

import type { QuerySubject } from '@shared/api/generated/model';
import { MARKET_WORDS, PURPOSE_INFINITIVE, QUALIFIER, topicOf, VERB_AT_END, VERB_AT_START } from './query-words';

export type { SubjectTopic } from './query-words';

// Separators are whole words surrounded by whitespace, so "Xbox Series X" or "Vodafone" never
// split on an inner "or"/"ve". `[iİ]le` because /i does not fold the Turkish dotted capital İ.
const SEPARATOR = /\s*,\s*|\s+(?:vs\.?|and|ve|[iİ]le|or|veya|yoksa|ya da)\s+/giu;

// Turkish asks "X mı Y mı?" with the question particle after each item (mı/mi/mu/mü by vowel
// harmony). Only lowercase particles count, so the "Mi" of "Xiaomi Mi 11" stays in its name;
// and only when the query ends with one, so a particle-like word inside a name is left alone.
const PARTICLE = '(?:mı|mi|mu|mü)';
const ENDS_WITH_PARTICLE = new RegExp(`\\s${PARTICLE}$`, 'u');
const AFTER_PARTICLE = new RegExp(`\\s+${PARTICLE}(?:\\s*,)?(?:\\s+(?:yoksa|veya|ya da))?(?=\\s|$)`, 'gu');

// A purpose at the end, set off by a space or a comma, longest reading first: a comma and words up
// to "için" ("…, yurt dışı için"), the words after a last question particle ("… mu faturalı hat için"), "… for running" (to the end), "… to live in", an infinitive with the word it governs ("… kod yazmak için", "… fotoğraf çekmek için"),
// two or three lower-case words back to where a name ends, at a word typed with a capital or a
// digit ("Tesla Model Y uzun yol için", "Renault Clio şehir içi kullanım için"), or one word before
// "için" ("… yaşamak için", "… oyun için"). A longer reading that would eat an item ("react vs vue
// öğrenmek için") gives way to a shorter one. In a query typed all in lower case nothing in the text
// shows where a name ends, so only one word before "için" is taken there, unless the caller knows
// names (a catalogue: see `known` below).
const PURPOSES = [
  /\s*,\s*([^,]+\s+i[çc]in)$/iu,
  // "X mi Y mu faturalı hat için": after the last question particle, the words up to "için".
  /(?<=\s(?:mı|mi|mu|mü))\s+((?:(?!(?:mı|mi|mu|mü)\s)\p{L}+\s+){1,3}i[çc]in)$/u,
  /(?:\s*,\s*|\s+)(for\s+[^,]+)$/iu,
  PURPOSE_INFINITIVE,
  /(?:\s*,\s*|\s+)((?!(?:mı|mi|mu|mü)\s)\p{Ll}+\s+\p{L}+m[ae]k\s+i[çc]in)$/u,
  /(?<=[\p{Lu}\p{N}][^\s,]*)\s+((?:(?!(?:vs|ve|veya|ile|yoksa|mı|mi|mu|mü)\s)\p{Ll}+\s+){2,3}i[çc]in)$/u,
  /(?:\s*,\s*|\s+)(\p{L}+\s+i[çc]in)$/iu,
];

// The question itself at the end ("… hangisi daha iyi?", "… which is better"): not part of an item.
const QUESTION_TAIL =
  /(?:\s*,\s*|\s+)(?:hangisi\p{L}*|which (?:is|one|should)|daha (?:iyi|mantıklı|uygun))(?:\s[^,]*)?$/iu;

export interface ParseOptions {
  /**
   * Whether a name is one the caller knows by that name (a catalogue). With it, the boundary between
   * the last item and a purpose typed without a comma moves to where a known name ends, over at most
   * three words either way: "renault clio vs fiat egea şehir içi kullanım için" is "Fiat Egea" for
   * "şehir içi kullanım için", and "Galaxy S24 Ultra oyun için" keeps "Ultra" in the name. The item
   * count never changes, so a caller without it (the compare form) agrees on the count.
   */
  known?: (name: string) => boolean;
}

/** What the comparison is about beyond its items' names, as typed, and its topic when it is a known one. */
export type Subject = QuerySubject;

/** An item typed with a last word naming a version of it: "Honda Civic hibrit" is the Civic, hybrid. */
export interface VariantAsk {
  /** The item as typed and as it stands in `items`. */
  item: string;
  /** The item without the version word ("Honda Civic"). */
  base: string;
  /** The version word as typed ("hibrit", "Pro", "5G"). */
  qualifier: string;
}

export interface ParsedQuery {
  /** Item names in order, deduplicated case-insensitively. */
  items: string[];
  /** What the comparison is for, as typed ("yaşamak için", "for running"), when the query says. */
  purpose?: string;
  /** What about the items is compared ("kredi kartı", "fiber internet"), when the query says. */
  subject?: Subject;
  /** The market the query names, as an ISO 3166 code ("TR" for "Türkiye'de"). */
  market?: string;
  /** The items typed as a version of an item `known` knows ("Honda Civic hibrit"), in the order of `items`. */
  variants?: VariantAsk[];
}

/**
 * Case-folds for matching item names typed in either language: Turkish and English disagree on
 * I/ı and İ/i, so all four fold to "i" ("IPHONE", "iPhone" and "İphone" are the same item).
 */
export function foldCase(text: string): string {
  // NFC first: a dotted capital I typed as I + U+0307 becomes İ, and folds like it.
  return text.normalize('NFC').replace(/[İIı]/g, 'i').toLowerCase();
}

/** Every name as typed, repeats included. */
/**
 * A Turkish case ending set off by an apostrophe after a name, as Turkish writes them ("İzmir'e mi
 * Ankara'ya mı", "Bodrum'un", "İstanbul'da"): dative, locative, ablative, genitive, accusative and
 * "with", whole, so "Domino's", "O'Neill" and "L'Oréal" keep what follows their apostrophe.
 */
const CASE_ENDING = /(?<=\S)['’](?:[yn]?[ae]|[dt][ae]n?|nd[ae]n?|n?[ıiuü]n|[yn]?[ıiuü]|y?l[ae])$/u;

function namesOf(text: string): string[] {
  const rest = ENDS_WITH_PARTICLE.test(text) ? text.replace(AFTER_PARTICLE, ',') : text;
  return rest
    .split(SEPARATOR)
    .map((part) => part.trim().replace(CASE_ENDING, ''))
    .filter(Boolean);
}

function itemsOf(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const name of namesOf(text)) {
    // Dedupe case-insensitively: "iPhone vs iphone" is one item, not a comparison.
    const key = foldCase(name);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(name);
  }
  return items;
}

/** At most this many words move between the last item and the purpose ("şehir içi", "uzun yol"). */
const REACH = 3;
const PLAIN_WORD = /^\p{Ll}+$/u;
const FOR = /\s(i[çc]in)$/iu;

/**
 * The purpose's boundary moved to where a known name ends: the longest known name wins, moving at
 * most REACH words, only plain lower-case words into the purpose, and leaving it a word before "için".
 * Only for a purpose right after the last item: a comma or a question particle already marks the end.
 */
function reachBack(text: string, parsed: ParsedQuery, known: (name: string) => boolean): ParsedQuery {
  const { items, purpose } = parsed;
  const last = items.at(-1);
  if (!purpose || last === undefined || !text.endsWith(`${last} ${purpose}`)) return parsed;
  const ending = FOR.exec(purpose);
  if (!ending) return parsed;
  const nameWords = last.split(' ');
  const words = [...nameWords, ...purpose.slice(0, ending.index).split(' ')];
  const longest = Math.min(words.length - 1, nameWords.length + REACH);
  for (let size = longest; size >= Math.max(1, nameWords.length - REACH); size--) {
    // A shorter name moves more of the last item out; once a moved word is not plain, none is shorter.
    if (!nameWords.slice(size).every((word) => PLAIN_WORD.test(word))) break;
    const name = words.slice(0, size).join(' ');
    if (known(name))
      return { items: [...items.slice(0, -1), name], purpose: `${words.slice(size).join(' ')} ${ending[1]}` };
  }
  return parsed;
}

/** The query's text with the parts that are never an item (spacing, a question at the end) removed. */
const itemText = (query: string): string =>
  query
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\?+$/, '')
    .replace(QUESTION_TAIL, '');

/** The query's items part: its text without the verb that asks ("compare …", "… karşılaştır"). */
function askedText(query: string): string {
  const typed = itemText(query);
  // "Compare X with Y": after the verb, "with" joins the two items; elsewhere it may be in a name.
  const asked = VERB_AT_START.test(typed) ? typed.replace(VERB_AT_START, '').replace(/\s+with\s+/i, ' vs ') : typed;
  return asked.replace(VERB_AT_END, '');
}

/**
 * The first item the query names more than once (as first typed), or undefined: "iPhone 15 vs
 * iphone 15" compares nothing, and the form says which item is repeated instead of counting items.
 */
export function repeatedItem(query: string): string | undefined {
  const seen = new Map<string, string>();
  for (const name of namesOf(askedText(query))) {
    const key = foldCase(name);
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, name);
  }
  return undefined;
}

export function parseComparisonQuery(query: string, options: ParseOptions = {}): ParsedQuery {
  const { text, market } = marketOf(askedText(query));
  const { rest, subject } = subjectOf(text, options.known);
  const parsed = parseText(rest);
  const read = options.known ? reachBack(rest, parsed, options.known) : parsed;
  const variants = options.known ? versionsOf(read.items, options.known) : [];
  return {
    ...read,
    ...(subject ? { subject } : {}),
    ...(market ? { market } : {}),
    ...(variants.length ? { variants } : {}),
  };
}

/** The market named at the end of the query, and the query without it. */
function marketOf(text: string): { text: string; market?: string } {
  for (const [market, pattern] of MARKET_WORDS) {
    const found = pattern.exec(text);
    if (found && found.index > 0) return { text: text.slice(0, found.index), market };
  }
  return { text };
}

const PARTICLES = /(?:^|\s)(?:mı|mi|mu|mü)(?=\s|,|$)/gu;
/** The words after the last question particle: "Garanti mi Akbank mı [kredi kartı]". */
const AFTER_LAST_PARTICLE = /^(.*\s(?:mı|mi|mu|mü)),?\s+([^,]+)$/u;
/** A purpose or a question is not a subject: those have their own readings. */
const NOT_A_SUBJECT = /(?:\si[çc]in$|^for\s|^(?:yoksa|veya|ya da)\s)/iu;
/** At most this many words at the end name a topic ("ev interneti", "faturalı hat"). */
const TOPIC_REACH = 3;

/**
 * The subject at the end of a query, and the query without it: the words after the last of two or
 * more question particles ("Garanti BBVA mı Akbank mı kredi kartı"), or a topic's words right after
 * the last item ("Türk Telekom vs Vodafone fiber internet") when taking them leaves as many items
 * and, with a catalogue, they are not the end of a name it knows ("Türk Telekom İnternet").
 */
function subjectOf(text: string, known?: (name: string) => boolean): { rest: string; subject?: Subject } {
  const particled = AFTER_LAST_PARTICLE.exec(text);
  if (
    particled &&
    (particled[1].match(PARTICLES)?.length ?? 0) >= 2 &&
    !particled[2].match(PARTICLES) &&
    !NOT_A_SUBJECT.test(particled[2])
  ) {
    const words = particled[2].trim();
    const topic = topicOf(words);
    return { rest: particled[1], subject: topic ? { text: words, topic } : { text: words } };
  }
  const items = itemsOf(text);
  const words = text.split(' ');
  for (let size = Math.min(TOPIC_REACH, words.length - 1); size >= 1; size--) {
    const tail = words.slice(-size).join(' ');
    const topic = topicOf(tail);
    if (!topic) continue;
    const rest = words.slice(0, -size).join(' ');
    const left = itemsOf(rest);
    const last = items.at(-1);
    if (left.length !== items.length || left.length < 2 || (known && last !== undefined && known(last))) continue;
    return { rest, subject: { text: tail, topic } };
  }
  return { rest: text };
}

/**
 * The items typed as a version of a known item: the full name unknown, its last word a version word,
 * and the name without it known. Only a caller that knows names can tell a version word from the end
 * of a name ("Galaxy S24 Ultra" is a name; "disney plus" is no version of a "disney").
 */
function versionsOf(items: readonly string[], known: (name: string) => boolean): VariantAsk[] {
  return items.flatMap((item) => {
    const words = item.split(' ');
    const qualifier = words.at(-1);
    const base = words.slice(0, -1).join(' ');
    if (words.length < 2 || qualifier === undefined || !QUALIFIER.test(qualifier)) return [];
    return !known(item) && known(base) ? [{ item, base, qualifier }] : [];
  });
}

/** The items and the purpose as the text alone shows them. */
function parseText(text: string): ParsedQuery {
  const items = itemsOf(text);
  for (const pattern of PURPOSES) {
    const purpose = pattern.exec(text);
    if (!purpose || purpose.index === 0) continue;
    // Context only when it takes no item away ("İstanbul vs İzmir için" is about İzmir), or
    // when a comma sets it apart from two or more ("İstanbul vs İzmir, yaşamak için").
    const without = itemsOf(text.slice(0, purpose.index));
    const apart = purpose[0].trimStart().startsWith(',');
    if (without.length >= items.length || (apart && without.length >= 2))
      return { items: without, purpose: purpose[1] };
  }
  return { items };
}

export function splitComparisonItems(query: string): string[] {
  return parseComparisonQuery(query).items;
}
