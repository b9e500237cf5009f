// A sentence that quotes an item's figure (a score, a price, a launch year, a spec row's value) is
// as sourced as the figure: the figure's source is named for the sentence's section. A figure is
// found where it is printed as the report prints it ("8.7/10", "about 42,000 TRY", "171 g"), so
// what a sentence computes from figures (a percentage, a difference) is not taken for one.
import type { ComparisonResult, Language, ReportSectionName } from '@shared/api/generated/model';
import type { Attribute } from '../evidence';
import { CRITERIA } from '../categories';
import { figuresIn } from '../figures';
import { inLang } from '../types';
import { priceText, score } from './format';
import type { Profile } from './profile';
import { ALL_SECTIONS } from './sections';
import type { ReportSources } from './sources';

/** An item's figures as the report prints them, each with the attribute whose source backs it. */
function printedFigures(p: Profile, language: Language): { text: string; attribute: Attribute }[] {
  const scores = [p.overall, ...CRITERIA.map((criterion) => p.scores[criterion])].map((value) => ({
    text: `${score(value, language)}/10`,
    attribute: 'scores',
  }));
  const price = priceText(p.entry, language);
  // A spec row whole ("6.1″ OLED, 60 Hz") and each measure in it ("60 Hz"), which a pro or a con quotes alone.
  const rows = p.category.rows.flatMap(([key]) => {
    const value = p.entry.specs[key];
    const text = value === undefined ? '' : inLang(value, language);
    if (!/\d/.test(text)) return [];
    return [text, ...figuresIn(text).map((figure) => figure.text)].map((printed) => ({
      text: printed,
      attribute: key,
    }));
  });
  return [
    ...scores,
    ...(price ? [{ text: price, attribute: 'price' }] : []),
    ...(p.entry.year > 0 ? [{ text: String(p.entry.year), attribute: 'year' }] : []),
    ...rows,
  ];
}

/** The text fields of an analysis entry with no reference of their own (a field with one is marked where it stands). */
function unmarkedTexts(entry: object): string[] {
  const fields = entry as Record<string, unknown>;
  return Object.entries(fields).flatMap(([field, value]) =>
    typeof value === 'string' &&
    field !== 'item_name' &&
    !field.endsWith('_source_ref') &&
    !(`${field}_source_ref` in fields)
      ? [value]
      : [],
  );
}

/** The sentences of each section of `result` a reader reads as words. */
export function sentencesBySection(result: ComparisonResult): [ReportSectionName, string[]][] {
  return [
    ['summary', [result.summary]],
    ['differences', result.differences ?? []],
    ['similarities', result.similarities ?? []],
    ['items', result.items.flatMap((item) => [...(item.pros ?? []), ...(item.cons ?? [])])],
    ['use_case_recommendations', (result.use_case_recommendations ?? []).map((pick) => pick.reason)],
    ...ALL_SECTIONS.map((key): [ReportSectionName, string[]] => [
      key,
      ((result[key] ?? []) as object[]).flatMap(unmarkedTexts),
    ]),
  ];
}

/** Whether `figure` stands in `text` as a figure of its own (not the tail of a longer number). */
const standsIn = (text: string, figure: string) =>
  new RegExp(`(?<![\\p{N}.,])${figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{N}])`, 'u').test(text);

/** Names, for each section of `result`, the sources of the figures its sentences quote. */
export function quoteFigures(
  result: ComparisonResult,
  profiles: readonly Profile[],
  language: Language,
  sources: ReportSources,
): void {
  const figures = profiles.map((p) => ({ p, printed: printedFigures(p, language) }));
  for (const [section, sentences] of sentencesBySection(result)) {
    const text = sentences.join('\n');
    if (!/\d/.test(text)) continue;
    for (const { p, printed } of figures)
      for (const { text: figure, attribute } of printed)
        if (standsIn(text, figure)) sources.quote(p.entry, attribute, section);
  }
}
