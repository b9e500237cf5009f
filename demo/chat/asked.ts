// What a question asks about the items in view: their warranty, what they cost to keep (per year,
// filters), a use (pets, a carpet, travel), or a fact of theirs it names (EPUB, IPX8, LiDAR) —
// before the scores the assistant falls back on. Words are matched folded (no case, no accents),
// so Turkish and English questions are read alike; the words themselves are data (lexicon.json).
import { CATEGORIES } from '../categories';
import { DEMO_TEXTS } from '../i18n';
import { inLang, type Bi, type CatalogueEntry } from '../types';
import { colour } from '../report/colours';
import { CONSUMPTION, NEEDS, PLAIN, RUNNING, RUNNING_COST, WARRANTY, type Need } from './lexicon';
import { words } from './mentions';
import type { Language } from '@shared/api/generated/model';

/** The question without its warranty words ("garanti" is also a bank's alias). */
export function withoutWarranty(question: string): string {
  return words(question)
    .split(' ')
    .filter((word) => !WARRANTY.includes(word))
    .join(' ');
}

export type Asked =
  | { kind: 'warranty' }
  | { kind: 'runningCost'; things: Bi[] }
  | { kind: 'useCase'; needs: Need[] }
  | { kind: 'feature'; terms: string[] }
  | { kind: 'other' };

/** `phrase` (folded words) occurs in `text` (folded by `words`, so padded with spaces) as whole words. */
const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

/** A fact's folded words hold `stem`: a whole word for short stems, the start of a word for longer ones ("carpets", "halılarda"). */
export function factHas(fact: string, stem: string): boolean {
  const folded = words(fact);
  return stem.length < 4 ? has(folded, stem) : folded.includes(` ${stem}`);
}

/** Every fact the catalogue holds about an entry, each with its label: spec rows, then its strength and drawback. */
export function factsOf(
  entry: CatalogueEntry,
  language: Language,
): { label?: string; text: string; tone?: '+' | '−' }[] {
  const rows = CATEGORIES[entry.category].rows.flatMap(([key, label]) =>
    entry.specs[key] === undefined
      ? []
      : [{ label: inLang(label, language), text: inLang(entry.specs[key], language) }],
  );
  // The colours the report lists under design, so "which colours?" finds them.
  const colours = entry.physical?.colours.length
    ? [
        {
          label: DEMO_TEXTS[language].chat.colours,
          text: entry.physical.colours.map((name) => colour(name, language)).join(', '),
        },
      ]
    : [];
  return [
    ...rows,
    ...colours,
    { text: entry.pro[language], tone: '+' as const },
    { text: entry.con[language], tone: '−' as const },
  ];
}

/** The question (folded) asks for `need`, about a kind of thing in view it applies to. */
const asks = (need: Need, text: string, entries: readonly CatalogueEntry[]) =>
  need.asks.some((word) => has(text, word)) &&
  (!need.kinds || entries.some((entry) => need.kinds?.includes(entry.category)));

/** The words of a folded question that are neither common nor the items' names: what it asks about. */
function contentWords(text: string, entries: readonly CatalogueEntry[]): string[] {
  const names = new Set(entries.flatMap((entry) => words(`${entry.name} ${entry.brand}`).trim().split(' ')));
  return text
    .trim()
    .split(' ')
    .filter((token) => token.length >= 3 && !PLAIN.has(token) && !names.has(token));
}

/**
 * The words of a question that are neither common, nor the items' names, nor a "which": what it asks
 * about beyond a verdict ("ekranı", "rengi"). None: a bare "which one?" the scores answer.
 */
export function askedWords(question: string, entries: readonly CatalogueEntry[]): string[] {
  return contentWords(words(question), entries).filter((token) => !/^(which|hangi)/.test(token));
}

/** A Turkish case or possessive ending, folded ("ekranı" → "ekran", "bataryası" → "batarya", "kameraları"). */
const ENDING = /(?:lari|leri|larin|lerin|nin|nun|si|su|in|un|i|u)$/;

/** The word, then the word without its ending when a stem of 4+ letters is left: what a fact's label is matched with. */
function stemsOf(token: string): string[] {
  const stem = token.replace(ENDING, '');
  if (stem === token || stem.length < 4) return [token];
  // A consonant softened before the ending: "rengi" is "renk", "kitabı" "kitap".
  const hard = stem.replace(/g$/, 'k').replace(/b$/, 'p').replace(/d$/, 't');
  return hard === stem ? [token, stem] : [token, stem, hard];
}

/** What the question asks about `entries` (the items in view), most specific first. */
export function askedOf(question: string, entries: readonly CatalogueEntry[]): Asked {
  const text = words(question);
  if (WARRANTY.some((word) => has(text, word))) return { kind: 'warranty' };
  if (asks(CONSUMPTION, text, entries)) return { kind: 'useCase', needs: [CONSUMPTION] };
  const things = RUNNING.filter((thing) => thing.asks.some((word) => has(text, word))).map((thing) => thing.label);
  if (things.length || RUNNING_COST.some((phrase) => has(text, phrase))) return { kind: 'runningCost', things };
  const needs = NEEDS.filter((need) => asks(need, text, entries));
  if (needs.length) return { kind: 'useCase', needs };
  // A word of the question that one of the items' facts holds, and that is neither common nor part of their names.
  const facts = entries.flatMap((entry) =>
    (['en', 'tr'] as const).flatMap((language) =>
      factsOf(entry, language).map((fact) => `${fact.label ?? ''} ${fact.text}`),
    ),
  );
  const recorded = (stem: string) => facts.some((fact) => factHas(fact, stem));
  const terms = [
    ...new Set(contentWords(text, entries).flatMap((token) => stemsOf(token).filter(recorded).slice(0, 1))),
  ];
  return terms.length ? { kind: 'feature', terms } : { kind: 'other' };
}
