// Whether a model wrote about the items it was asked about. Checked on the report's `items` section
// the moment it is complete, so an answer about other products is cut short and asked for again
// instead of being streamed to the user to the end. And whether a report identified anything at all,
// and what to compare instead when it did not.
import type { ComparisonResult, Language, QuerySuggestion, QueryUnderstanding } from '@shared/api/generated/model';
import { foldCase } from '@shared/compare-items';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; its catalogue's names are what "did you mean" offers
import {
  categoryExample,
  closeNames,
  identify,
  identifyAll,
  kindOf,
  nearestOfKind,
  parseQuery,
  purposeLabel,
} from '../../demo/index';
import { text } from '../domain/messages';

/**
 * The items of a query as the server stores and sends them to any engine: split as the compare form
 * splits them (the same count), with a purpose typed in lower case set apart where a known name ends.
 */
export function itemsOfQuery(query: string): string[] {
  return parseQuery(query).items;
}

/**
 * What the server understood of a query, for the comparison to carry to every screen: the items the
 * engine was given, and the subject, purpose and market the same parser set apart from them.
 */
export function understandingOf(query: string, items: readonly string[]): QueryUnderstanding {
  const { subject, purpose, market } = parseQuery(query);
  const label = purposeLabel(purpose, items);
  return {
    items: [...items],
    ...(subject ? { subject } : {}),
    ...(purpose ? { purpose } : {}),
    ...(label ? { purpose_label: label } : {}),
    ...(market ? { market } : {}),
  };
}

/** Folded and with runs of whitespace made one space: "  İPHONE  15 " and "iphone 15" compare equal. */
function fold(name: string): string {
  return foldCase(name).replace(/\s+/g, ' ').trim();
}

/** The name of one written entry: an `{ name }` object as the schema asks, or a bare string. */
function nameOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && 'name' in entry && typeof entry.name === 'string') return entry.name;
  return undefined;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * `shorter` occurs in `longer` as whole words: "Apple iPhone 15" and "iPhone 15, 128 GB" hold
 * "iPhone 15"; "iPhone 150" does not (a letter or digit right beside the match is another word).
 */
function containsWhole(longer: string, shorter: string): boolean {
  for (let at = longer.indexOf(shorter); at !== -1; at = longer.indexOf(shorter, at + 1)) {
    const before = longer[at - 1] ?? ' ';
    const after = longer[at + shorter.length] ?? ' ';
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}

/**
 * True when `written` (the report's `items` value as the model wrote it) names the `asked` items:
 * as many entries, and position by position the same name after case folding (Turkish İ/ı
 * included), or one name containing the other whole (a model adds the brand: "Apple iPhone 15").
 */
export function sameItems(asked: readonly string[], written: unknown): boolean {
  if (!Array.isArray(written) || written.length !== asked.length) return false;
  return asked.every((name, index) => {
    const writtenName = nameOf(written[index]);
    if (writtenName === undefined) return false;
    const a = fold(name);
    const b = fold(writtenName);
    if (!a || !b) return false;
    return a === b || containsWhole(a, b) || containsWhole(b, a);
  });
}

/** Names in the reader's language as one list: "A and B", "A ve B". */
const listOf = (names: readonly string[], language: Language, type: 'conjunction' | 'disjunction') =>
  new Intl.ListFormat(language, { type }).format(names);

/** Suggested queries offered with a refused report (the contract's `suggestions`: at most three). */
const MAX_SUGGESTIONS = 3;

/** A query made of `items`, written the way the query parser reads in both languages. */
const suggestion = (items: readonly string[]): QuerySuggestion => ({ query: items.join(' vs '), items: [...items] });

/** All picks of one option per slot, fewest steps from the first options first (a slot's options are nearest first). */
function picks(options: readonly (readonly string[])[]): string[][] {
  let all: { names: string[]; rank: number }[] = [{ names: [], rank: 0 }];
  for (const slot of options)
    all = all.flatMap((pick) => slot.map((name, rank) => ({ names: [...pick.names, name], rank: pick.rank + rank })));
  return all.sort((a, b) => a.rank - b.rank).map((pick) => pick.names);
}

/** A pick of one name completed to a pair with what it is most likely weighed against, when there is one. */
function withPartner(names: string[]): string[] {
  if (names.length !== 1) return names;
  const found = identify(names[0]);
  const partner = found.kind === 'known' ? nearestOfKind(found.entry)?.name : undefined;
  return partner ? [names[0], partner] : names;
}

/** Plain lower-case words after a name: "hibrit karşılaştır", never a model ("Pro", "S24"). */
const PLAIN_WORDS = /^(?:\s+\p{Ll}+)+$/u;

/**
 * A name the catalogue knows, followed only by plain words ("Honda Civic hibrit karşılaştır"), is
 * that item: offering another in its place would replace what was asked. The longest known start wins.
 */
function knownStart(name: string): ReturnType<typeof identify> {
  const words = name.split(/\s+/);
  for (let size = words.length - 1; size >= 1; size--) {
    if (!PLAIN_WORDS.test(` ${words.slice(size).join(' ')}`)) continue;
    const found = identify(words.slice(0, size).join(' '));
    if (found.kind === 'known') return found;
  }
  return identify(name);
}

/** The catalogue name a typed name most likely means: the known name it starts with, else the closest. */
function nearestName(name: string): string[] {
  const found = knownStart(name);
  return found.kind === 'known' ? [found.entry.name] : closeNames(name, 1);
}

/** Whether every name of a suggestion is a catalogue entry of one kind: a query the writer can answer as one comparison. */
function answerable(names: readonly string[]): boolean {
  const found = names.map(identify);
  const kinds = new Set(found.map((f) => (f.kind === 'known' ? kindOf(f.entry) : undefined)));
  return names.length >= 2 && new Set(names).size === names.length && kinds.size === 1 && !kinds.has(undefined);
}

/**
 * The one place that says what to compare instead of a query that left names unidentified, for
 * every engine: the names the catalogue knows kept as it writes them (also when plain words follow
 * one: "Honda Civic hibrit karşılaştır" is the Civic), each name it does not know replaced by its
 * close names of the known items' kind (of any kind when nothing is known), a name with nothing close
 * left out, a single name left paired with the entry of its kind nearest in price; otherwise the
 * catalogue's example pair of the kind of thing asked. Only queries the writer can answer: every
 * name a catalogue entry and all of one kind (never a shop for a bank, a robot vacuum for a coffee
 * machine); none when nothing tells the kind (two note-taking apps are not offered phones). Nearest
 * first, at most three.
 */
export function suggestionsFor(asked: readonly string[]): QuerySuggestion[] {
  const found = identifyAll(asked).map((f, index) => (f.kind === 'known' ? f : knownStart(asked[index])));
  const kinds = new Set(found.flatMap((f) => (f.kind === 'known' ? [kindOf(f.entry)] : [])));
  const kind = kinds.size === 1 ? [...kinds][0] : undefined;
  // An unknown name whose words tell its kind ("Papara": a bank) takes close names of that kind only;
  // beside known items of another kind it takes none, and no partner stands in for it.
  const slots = found.map((f, index) => {
    if (f.kind === 'known') return { known: true, names: [f.entry.name], apart: false };
    const apart = f.category !== undefined && kind !== undefined && !kind.startsWith(f.category);
    return { known: false, names: apart ? [] : closeNames(asked[index], MAX_SUGGESTIONS, kind ?? f.category), apart };
  });
  if (slots.some((slot) => slot.known || slot.names.length)) {
    const partnered = slots.some((slot) => slot.apart) ? (names: string[]) => names : withPartner;
    const queries = picks(slots.map((slot) => slot.names).filter((names) => names.length))
      .map(partnered)
      .filter(answerable)
      .slice(0, MAX_SUGGESTIONS);
    if (queries.length) return queries.map(suggestion);
  }
  return examplesFor(asked);
}

/**
 * What to run instead of a report that was written but left names unidentified (a one-item profile
 * of a misspelt pair): the suggestions a refused query gets, less the query itself. None when every
 * item was identified. Read from the report, so it holds for any engine.
 */
export function suggestionsAfter(result: ComparisonResult, asked: readonly string[]): QuerySuggestion[] {
  if (!(result.unidentified_items ?? []).some((name) => name.trim() !== '')) return [];
  const same = (items: readonly string[]) =>
    items.length === asked.length && items.every((name, index) => fold(name) === fold(asked[index]));
  return suggestionsFor(asked).filter((entry) => !same(entry.items));
}

/**
 * The catalogue's example pairs of the kinds of thing `asked` names; none when nothing tells the kind,
 * since an example of another kind answers a question nobody asked.
 */
function examplesFor(asked: readonly string[]): QuerySuggestion[] {
  const examples = asked.map(categoryExample).filter((pair) => pair !== undefined);
  const pairs = new Map(examples.map((pair) => [pair.join(), pair]));
  return [...pairs.values()].slice(0, MAX_SUGGESTIONS).map(suggestion);
}

/**
 * How many of a written report's items it identified: the ones not listed as unidentified. A report
 * about fewer than two is a profile, not a comparison, and is not counted toward the allowance.
 */
export function identifiedCount(result: ComparisonResult): number {
  const unknown = new Set((result.unidentified_items ?? []).map(fold));
  return result.items.filter((item) => !unknown.has(fold(item.name))).length;
}

/**
 * The rule for every writer: a report that identifies none of its items is no report. Answers the
 * message to end it with (in the request's language: what was not recognised, then "did you mean
 * …?" with the catalogue's nearest name of each, or, when none is close, an example of the same
 * kind to compare — the failure's suggestions), or undefined when at least one item is known.
 */
export function nothingIdentified(result: ComparisonResult, language: Language): string | undefined {
  const unknown = (result.unidentified_items ?? []).filter((name) => name.trim() !== '');
  const folded = new Set(unknown.map(fold));
  if (!unknown.length || !result.items.every((item) => folded.has(fold(item.name)))) return undefined;
  const message = text('nothingIdentified', language, {
    items: listOf(
      unknown.map((name) => `"${name}"`),
      language,
      'conjunction',
    ),
  });
  // The nearest catalogue name of each unknown item, once each: the known name it starts with, else the closest.
  const near = [...new Set(unknown.flatMap(nearestName))];
  if (!near.length) {
    const queries = examplesFor(unknown).map((entry) => `"${entry.query}"`);
    if (!queries.length) return `${message} ${text('notKnownYet', language)}`;
    return `${message} ${text('forExample', language, { queries: listOf(queries, language, 'disjunction') })}`;
  }
  const names = listOf(
    near,
    language,
    near.length > 1 && near.length === unknown.length ? 'conjunction' : 'disjunction',
  );
  return `${message} ${text(near.length > 1 ? 'didYouMeanSeveral' : 'didYouMean', language, { names })}`;
}
