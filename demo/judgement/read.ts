// How one weighed fact of an item is read: as a number that ranks it (longer battery, an earlier
// level), and as the words the verdict names it with, in the report's language.
import type { Language } from '@shared/api/generated/model';
import type { Criterion } from '../categories';
import { DEMO_TEXTS, fill } from '../i18n';
import type { Profile } from '../report/profile';
import { inLang } from '../types';
import type { Weight } from './schema';

export interface Reading {
  /** Higher is better; undefined when the item has no such fact (it is then not ranked on it). */
  rank: number | undefined;
  /** The value as the verdict names it ("13 days", "multi-band GPS"); undefined with no fact. */
  text: string | undefined;
}

/** A time unit as either language writes it, its hours, and how the verdict says it (demo/i18n, 'verdict.durations'). */
const HOURS: readonly (readonly [RegExp, number, 'hour' | 'day' | 'week'])[] = [
  [/^(?:h|hours?|hrs?|saat)/iu, 1, 'hour'],
  [/^(?:days?|gün)/iu, 24, 'day'],
  [/^(?:weeks?|hafta)/iu, 168, 'week'],
];

/** "Up to 13 days" → 312 hours, told as "13 days" / "13 gün"; the first number with a time unit. */
function duration(value: string, language: Language): Reading {
  for (const m of value.matchAll(/(\d+(?:[.,]\d+)?)\s*(\p{L}+)/gu)) {
    const unit = HOURS.find(([pattern]) => pattern.test(m[2]));
    if (!unit) continue;
    const amount = Number(m[1].replace(',', '.'));
    const [, factor, key] = unit;
    const said = DEMO_TEXTS[language].verdict.durations[key];
    return { rank: amount * factor, text: fill(amount === 1 ? said.one : said.other, language, { n: m[1] }) };
  }
  return { rank: undefined, text: undefined };
}

/** A figure as the report's language writes it: "3.2" in English, "3,2" in Turkish. */
const figure = (n: number, language: Language) => (language === 'tr' ? String(n).replace('.', ',') : String(n));

type NumberWeight = Extract<Weight, { read: 'number' }>;

/** "48 MP + 12 MP + 12 MP (5×)" read by `weight`: the first figure, the largest, or how many. */
function numberIn(value: string, weight: NumberWeight, language: Language): Reading {
  const found = [...value.matchAll(new RegExp(weight.pattern, 'giu'))].map((m) => Number(m[1].replace(',', '.')));
  const amount =
    weight.pick === 'count' ? found.length : weight.pick === 'max' ? Math.max(...found, -Infinity) : found[0];
  const n = amount === undefined || amount === -Infinity ? weight.otherwise : amount;
  if (n === undefined) return { rank: undefined, text: undefined };
  return {
    rank: n,
    text: weight.pick === 'count' ? figure(n, language) : `${figure(n, language)}${weight.unit ?? ''}`,
  };
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The month a word of the fact's English text names, in full or as "Sep"/"Sept"; -1 for any other word. */
const monthOf = (word: string) => {
  const lower = word.toLowerCase();
  return MONTHS.findIndex(
    (month) => month === lower || (lower.length >= 3 && lower.length <= 4 && month.startsWith(lower)),
  );
};

/** How many months "April–June and September–October" spans (5); a range may run past December. */
function monthsIn(value: string): number | undefined {
  const covered = new Set<number>();
  for (const m of value.matchAll(/(\p{L}+)(?:\s*[–-]\s*(\p{L}+))?/gu)) {
    const from = monthOf(m[1]);
    if (from < 0) continue;
    const to = m[2] === undefined ? from : monthOf(m[2]);
    if (to < 0) continue;
    for (let month = from; ; month = (month + 1) % 12) {
      covered.add(month);
      if (month === to) break;
    }
  }
  return covered.size || undefined;
}

/**
 * Whether the first word of `text` is a name: the other language's text writes it with a capital
 * inside a sentence ("İstanbul ve İzmir’den ucuz" beside "Cheaper than İstanbul and İzmir").
 */
function startsWithName(text: string, other: string): boolean {
  const first = /^\p{Lu}\p{Ll}+/u.exec(text)?.[0];
  return !!first && new RegExp(`(?<=[\\p{L}\\p{N}\\p{P}]\\s+)${first}(?!\\p{Ll})`, 'u').test(other);
}

/**
 * A fact's text in running prose: a capital that only starts the sentence is lowered ("A student
 * city", "Rents …"); an acronym ("YHT", "İZBAN") or a name ("İstanbul") keeps its case.
 */
const inProse = (text: string, other: string, language: Language) =>
  /^\p{Lu}(?:\p{Ll}|\s)/u.test(text) && !startsWithName(text, other)
    ? text.charAt(0).toLocaleLowerCase(language === 'tr' ? 'tr-TR' : 'en-US') + text.slice(1)
    : text;

/** The weighed fact of `p`, read as `weight` says. */
export function readFact(p: Profile, weight: Weight, language: Language): Reading {
  if (weight.read === 'score') {
    const criterion = weight.attribute.slice('score.'.length) as Criterion;
    return { rank: p.scores[criterion], text: undefined };
  }
  const fact = p.entry.specs[weight.attribute];
  if (fact === undefined) return { rank: undefined, text: undefined };
  const shown = inLang(fact, language);
  if (weight.read === 'duration') return duration(shown, language);
  if (weight.read === 'number') return numberIn(inLang(fact, 'en'), weight, language);
  // Months keep their capitals: "April–June" is a name in English, and Turkish writes them so in dates.
  if (weight.read === 'months') return { rank: monthsIn(inLang(fact, 'en')), text: shown };
  // Levels are matched in both languages, so one pattern list serves either report.
  const both = `${inLang(fact, 'en')} | ${inLang(fact, 'tr')}`;
  const index = weight.levels.findIndex((level) => new RegExp(level.match, 'iu').test(both));
  const level = index >= 0 ? weight.levels[index] : undefined;
  return {
    rank: index >= 0 ? weight.levels.length - index : 0,
    text: level?.say ? level.say[language] : inProse(shown, inLang(fact, language === 'tr' ? 'en' : 'tr'), language),
  };
}
