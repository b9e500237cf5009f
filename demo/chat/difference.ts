// "Which has better battery life, and by how much?": the answer reads the figure each item's fact
// gives for what was asked, says which is ahead and by how much (the difference, and as a share
// or a multiple), and, when the question asks "which", recommends one. From the catalogue's facts
// only, in the question's language; when an item has no figure for it, it gives way to the answer
// that lists what each item records.
import type { Language } from '@shared/api/generated/model';
import { inBase, figuresIn } from '../figures';
import { num } from '../report/format';
import type { CatalogueEntry } from '../types';
import { factHas, factsOf } from './asked';
import type { InView } from './facts';

/** Measures where less is better: a lighter, cheaper, quieter, thinner item leads. */
const LESS_IS_BETTER = new Set(['g', 'TRY', 'dB', 'mm']);

/** The question asks which is better: the item ahead on the measure, whichever way is ahead for it. */
export const BETTER = /\b(better|best|iyi\w*)\b/;

/** The question asks for an amount, not only a winner. */
export const HOW_MUCH = /\b(how much|how many|how long|by how|difference|ne kadar|kac|fark\w*)\b/;

interface Reading {
  entry: CatalogueEntry;
  /** The fact as the catalogue words it. */
  text: string;
  value: number;
  unit: string;
}

/** The first figure of the first fact of `entry` that speaks to `stems`. */
function readingOf(entry: CatalogueEntry, stems: readonly string[], language: Language): Reading | undefined {
  for (const fact of factsOf(entry, language)) {
    if (!fact.label || !stems.some((stem) => factHas(`${fact.label} ${fact.text}`, stem))) continue;
    const [figure] = figuresIn(fact.text);
    if (figure) return { entry, text: fact.text, ...inBase(figure) };
  }
  return undefined;
}

const digits = (value: number) => (Number.isInteger(value) ? 0 : 1);

/** A difference in its unit, in days when hours run past two days. */
function amount(value: number, unit: string, language: Language): string {
  if (unit === 'h' && value >= 48) {
    const days = Math.round((value / 24) * 10) / 10;
    return `${num(days, language, digits(days))} ${language === 'tr' ? 'gün' : 'days'}`;
  }
  const rounded = Math.round(value * 10) / 10;
  const name =
    unit === 'h' ? (language === 'tr' ? 'saat' : 'hours') : unit === 'TRY' && language === 'tr' ? 'TL' : unit;
  return `${num(rounded, language, digits(rounded))} ${name}`;
}

/** How far ahead, as a multiple from twice up, else as a share: "about 17 times as much", "%24 daha az". */
function relative(ahead: number, behind: number, less: boolean, language: Language): string {
  if (!less && behind > 0 && ahead / behind >= 2) {
    const times = num(Math.round(ahead / behind), language);
    return language === 'tr' ? `yaklaşık ${times} katı` : `about ${times} times as much`;
  }
  const share = num(Math.round((Math.abs(ahead - behind) / behind) * 100), language);
  if (language === 'tr') return `%${share} daha ${less ? 'az' : 'fazla'}`;
  return `${share}% ${less ? 'less' : 'more'}`;
}

const WORDS = {
  en: {
    lead: (label: string, winner: string) => `**${winner}** is ahead on ${label}.`,
    by: (winner: string, ahead: string, other: string, behind: string, diff: string, rel: string, less: boolean) =>
      `- ${winner}: ${ahead}, against ${behind.charAt(0).toLowerCase()}${behind.slice(1)} for **${other}**: ${diff} ${less ? 'less' : 'more'} (${rel}).`,
    tie: (label: string, value: string) => `They are level on ${label}: ${value} each.`,
    recommend: (label: string, winner: string) =>
      `**Recommendation:** if ${label} matters most to you, choose **${winner}**.`,
  },
  tr: {
    lead: (label: string, winner: string) =>
      `${label.charAt(0).toLocaleUpperCase('tr-TR')}${label.slice(1)} konusunda **${winner}** önde.`,
    by: (winner: string, ahead: string, other: string, behind: string, diff: string, rel: string, less: boolean) =>
      `- ${winner}: ${ahead}; **${other}**: ${behind}. Fark ${diff}${less ? ' daha az' : ''} (${rel}).`,
    tie: (label: string, value: string) =>
      `${label.charAt(0).toLocaleUpperCase('tr-TR')}${label.slice(1)} konusunda eşitler: ikisi de ${value}.`,
    recommend: (label: string, winner: string) =>
      `**Önerim:** ${label} sizin için öncelikliyse tercihiniz **${winner}** olsun.`,
  },
};

/**
 * Who is ahead on what was asked and by how much, with a recommendation when `which` was asked;
 * undefined when not every item in view has a figure of the same measure for it.
 */
export function differenceAnswer(
  view: InView,
  label: string,
  stems: readonly string[],
  which: boolean,
): string | undefined {
  const { entries, language } = view;
  const readings = entries.map((entry) => readingOf(entry, stems, language));
  if (readings.length < 2 || readings.some((reading) => !reading || reading.unit !== readings[0]?.unit))
    return undefined;
  const known = readings as Reading[];
  const less = LESS_IS_BETTER.has(known[0].unit);
  const order = [...known].sort((a, b) => (less ? a.value - b.value : b.value - a.value));
  const [best, ...rest] = order;
  const w = WORDS[language];
  const lines: string[] = [];
  if (rest.every((reading) => reading.value === best.value)) lines.push(w.tie(label, best.text), '');
  else {
    lines.push(w.lead(label, best.entry.name), '');
    for (const other of rest.filter((reading) => reading.value !== best.value))
      lines.push(
        w.by(
          `**${best.entry.name}**`,
          best.text,
          other.entry.name,
          other.text,
          amount(Math.abs(best.value - other.value), best.unit, language),
          relative(best.value, other.value, less, language),
          less,
        ),
      );
    if (which) lines.push('', w.recommend(label, best.entry.name));
  }
  return [...lines, '', view.footer].join('\n');
}
