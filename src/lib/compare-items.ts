// Splits a compare query ("iPhone 15 vs Galaxy S24", "Netflix, Disney+ ve HBO", "İstanbul mu
// İzmir mi?") into item names, and sets a trailing purpose ("… yaşamak için", "… for running")
// apart as context. Shared by the compare form (to warn before submitting) and the server (to
// enforce the two-item rule), so both sides always agree on what counts as an item.

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
// to "için" ("…, yurt dışı için"), the words after a last question particle ("… mu faturalı hat için"), "… for running" (to the end), an infinitive with the word it governs ("… kod yazmak için", "… fotoğraf çekmek için"),
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

export interface ParsedQuery {
  /** Item names in order, deduplicated case-insensitively. */
  items: string[];
  /** What the comparison is for, as typed ("yaşamak için", "for running"), when the query says. */
  purpose?: string;
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
function namesOf(text: string): string[] {
  const rest = ENDS_WITH_PARTICLE.test(text) ? text.replace(AFTER_PARTICLE, ',') : text;
  return rest
    .split(SEPARATOR)
    .map((part) => part.trim())
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

/**
 * The first item the query names more than once (as first typed), or undefined: "iPhone 15 vs
 * iphone 15" compares nothing, and the form says which item is repeated instead of counting items.
 */
export function repeatedItem(query: string): string | undefined {
  const seen = new Map<string, string>();
  for (const name of namesOf(itemText(query))) {
    const key = foldCase(name);
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, name);
  }
  return undefined;
}

export function parseComparisonQuery(query: string, options: ParseOptions = {}): ParsedQuery {
  const text = itemText(query);
  const parsed = parseText(text);
  return options.known ? reachBack(text, parsed, options.known) : parsed;
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
