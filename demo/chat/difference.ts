// "Which has better battery life, and by how much?": the answer reads the figure each item's fact
// gives for what was asked, says which is ahead and by how much (the difference, and as a share
// or a multiple), and, when the question asks "which", recommends one. From the catalogue's facts
// only, in the question's language; when an item has no figure for it, it gives way to the answer
// that lists what each item records.
import type { Language } from '@shared/api/generated/model';
import { inBase, figuresIn } from '../figures';
import { DEMO_TEXTS, fill } from '../i18n';
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
  const t = DEMO_TEXTS[language].assistant.difference;
  if (unit === 'h' && value >= 48) {
    const days = Math.round((value / 24) * 10) / 10;
    return fill(t.days, language, { n: num(days, language, digits(days)) });
  }
  const rounded = Math.round(value * 10) / 10;
  const n = num(rounded, language, digits(rounded));
  // Hours and lira are words of the language; other units are written as the catalogue writes them ("mAh", "g").
  return unit === 'h' || unit === 'TRY' ? fill(t.units[unit], language, { n }) : `${n} ${unit}`;
}

/** How far ahead, as a multiple from twice up, else as a share: "about 17 times as much", "%24 daha az". */
function relative(ahead: number, behind: number, less: boolean, language: Language): string {
  const t = DEMO_TEXTS[language].assistant.difference;
  if (!less && behind > 0 && ahead / behind >= 2)
    return fill(t.times, language, { times: num(Math.round(ahead / behind), language) });
  const share = num(Math.round((Math.abs(ahead - behind) / behind) * 100), language);
  return fill(less ? t.share.less : t.share.more, language, { share });
}

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
  const t = DEMO_TEXTS[language].assistant.difference;
  const winner = best.entry.name;
  const lines: string[] = [];
  if (rest.every((reading) => reading.value === best.value))
    lines.push(fill(t.tie, language, { label, value: best.text }), '');
  else {
    lines.push(fill(t.lead, language, { label, winner }), '');
    for (const other of rest.filter((reading) => reading.value !== best.value)) {
      const by = fill(less ? t.by.less : t.by.more, language, {
        winner,
        ahead: best.text,
        other: other.entry.name,
        behind: other.text,
        difference: amount(Math.abs(best.value - other.value), best.unit, language),
        relative: relative(best.value, other.value, less, language),
      });
      lines.push(`- ${by}`);
    }
    if (which) lines.push('', fill(t.recommend, language, { label, winner }));
  }
  return [...lines, '', view.footer].join('\n');
}
