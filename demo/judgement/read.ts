// How one weighed fact of an item is read: as a number that ranks it (longer battery, an earlier
// level), and as the words the verdict names it with, in the report's language.
import type { Language } from '@shared/api/generated/model';
import type { Criterion } from '../categories';
import type { Profile } from '../report/profile';
import { inLang } from '../types';
import type { Weight } from './schema';

export interface Reading {
  /** Higher is better; undefined when the item has no such fact (it is then not ranked on it). */
  rank: number | undefined;
  /** The value as the verdict names it ("13 days", "multi-band GPS"); undefined with no fact. */
  text: string | undefined;
}

const HOURS: readonly (readonly [RegExp, number, { en: [string, string]; tr: string }])[] = [
  [/^(?:h|hours?|hrs?|saat)/iu, 1, { en: ['hour', 'hours'], tr: 'saat' }],
  [/^(?:days?|gün)/iu, 24, { en: ['day', 'days'], tr: 'gün' }],
  [/^(?:weeks?|hafta)/iu, 168, { en: ['week', 'weeks'], tr: 'hafta' }],
];

/** "Up to 13 days" → 312 hours, told as "13 days" / "13 gün"; the first number with a time unit. */
function duration(value: string, language: Language): Reading {
  for (const m of value.matchAll(/(\d+(?:[.,]\d+)?)\s*(\p{L}+)/gu)) {
    const unit = HOURS.find(([pattern]) => pattern.test(m[2]));
    if (!unit) continue;
    const amount = Number(m[1].replace(',', '.'));
    const [, factor, words] = unit;
    const said = language === 'tr' ? words.tr : words.en[amount === 1 ? 0 : 1];
    return { rank: amount * factor, text: `${m[1]} ${said}` };
  }
  return { rank: undefined, text: undefined };
}

/**
 * A fact's text in running prose: a capital that only starts the sentence is lowered ("A student
 * city", "Rents …"); an acronym ("YHT", "İZBAN") keeps its case.
 */
const inProse = (text: string, language: Language) =>
  /^\p{Lu}(?:\p{Ll}|\s)/u.test(text)
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
  // Levels are matched in both languages, so one pattern list serves either report.
  const both = `${inLang(fact, 'en')} | ${inLang(fact, 'tr')}`;
  const index = weight.levels.findIndex((level) => new RegExp(level.match, 'iu').test(both));
  const level = index >= 0 ? weight.levels[index] : undefined;
  return {
    rank: index >= 0 ? weight.levels.length - index : 0,
    text: level?.say ? level.say[language] : inProse(shown, language),
  };
}
