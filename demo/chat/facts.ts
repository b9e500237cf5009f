// The assistant's answers to a question about one fact of the items in view (asked.ts): their
// warranty, what they cost a year, what suits a use, or a fact it names. Each comes from the report
// (the user's, when it is in the question's language; else the engine's own detailed report of the
// same items) and the catalogue, names the items, and says plainly what neither of them knows.
import type { ComparisonResult, Language } from '@shared/api/generated/model';
import { writeReport } from '../report/build';
import { capitalise, joinList, money } from '../report/format';
import { profileOf } from '../report/profile';
import { priceCell } from '../report/sections';
import type { CatalogueEntry, WrittenComparison as Comparison } from '../types';
import { factHas, factsOf } from './asked';
import type { Need } from './lexicon';
import { words } from './mentions';
import { CHAT_WORDS } from './words';

export interface InView {
  entries: CatalogueEntry[];
  /** The user's comparison of these items, when there is one (its report is quoted and linked). */
  stored?: Comparison;
  language: Language;
  /** Link lines: to the stored report, or to run the comparison. */
  footer: string;
}

const bold = (entries: readonly CatalogueEntry[], language: Language) =>
  joinList(
    entries.map((entry) => `**${entry.name}**`),
    language,
  );

/** The first line: whose facts these are. */
function lead({ entries, stored, language }: InView): string {
  const w = CHAT_WORDS[language];
  return stored ? w.fromReport(stored.items.join(' vs ')) : w.fromCatalogue(bold(entries, language));
}

/** The report to quote: the user's when it is in the question's language, else the engine's detailed one of the same items. */
function reportOf({ entries, stored, language }: InView): ComparisonResult | undefined {
  if (stored && stored.language === language) return stored.result;
  const written = writeReport({
    items: entries.map((entry) => entry.name),
    features: [],
    isDetailed: true,
    language,
  });
  return written.ok ? written.result : undefined;
}

export function warrantyAnswer(view: InView): string {
  const w = CHAT_WORDS[view.language];
  // The stored report may be a summary without the row: the engine's detailed report of the same items has it.
  const rowOf = (result: ComparisonResult | undefined) =>
    result?.detailed_feature_comparison
      ?.flatMap((group) => group.rows)
      .find((row) => /garanti|warrant/i.test(row.feature));
  const row = rowOf(reportOf(view)) ?? rowOf(reportOf({ ...view, stored: undefined }));
  if (!row) return [w.noWarranty(bold(view.entries, view.language)), '', view.footer].join('\n');
  return [
    lead(view),
    '',
    ...row.values.map((value) => `- **${value.item_name}** — ${w.warrantyIs}: ${value.value}`),
    '',
    view.footer,
  ].join('\n');
}

export function runningCostAnswer(view: InView, things: readonly { en: string; tr: string }[]): string {
  const { language } = view;
  const w = CHAT_WORDS[language];
  const line = (entry: CatalogueEntry) => {
    const { model, amount } = entry.price;
    const price = priceCell(profileOf(entry), language);
    const cost =
      model === 'monthly' && amount !== undefined
        ? w.perMonth(price, money(Math.round(amount * 12), language))
        : model === 'one_off'
          ? w.oneOff(price)
          : model === 'free'
            ? w.free
            : w.varies;
    return `- **${entry.name}**: ${cost}`;
  };
  const unknown = things.length
    ? w.runningUnknown(
        joinList(
          things.map((thing) => thing[language]),
          language,
        ),
      )
    : w.runningUnknownAll;
  return [lead(view), '', ...view.entries.map(line), '', unknown, '', view.footer].join('\n');
}

/** An entry's facts that hold one of `stems`, as "label: text", "+ strength" or "− drawback". */
function matching(entry: CatalogueEntry, stems: readonly string[], language: Language): string[] {
  return factsOf(entry, language)
    .filter((fact) => stems.some((stem) => factHas(`${fact.label ?? ''} ${fact.text}`, stem)))
    .map((fact) => (fact.label ? `${fact.label}: ${fact.text}` : `${fact.tone} ${fact.text}`));
}

export function purposeAnswer(view: InView, needs: readonly Need[]): string {
  const { entries, language } = view;
  const w = CHAT_WORDS[language];
  const label = (list: readonly Need[], type: 'and' | 'or') =>
    type === 'and'
      ? joinList(
          list.map((need) => need.label[language]),
          language,
        )
      : new Intl.ListFormat(language, { type: 'disjunction' }).format(list.map((need) => need.label[language]));
  const recommendations = reportOf(view)?.use_case_recommendations ?? [];
  const lines = [w.forNeeds(label(needs, 'and')), ''];
  const silent: Need[] = [];
  for (const need of needs) {
    const stems = [...need.facts, ...need.asks];
    const found = entries.map((entry) => ({ entry, facts: matching(entry, stems, language) }));
    // Beside an item that records it, one that does not says so, rather than vanish from the answer.
    const recorded = found.some(({ facts }) => facts.length);
    const said = [
      ...recommendations
        .filter((use) => stems.some((stem) => factHas(`${use.use_case} ${use.reason}`, stem)))
        .map((use) => w.recommends(use.recommended_item, use.use_case, use.reason)),
      ...found.flatMap(({ entry, facts }) => {
        if (facts.length) return [`**${entry.name}**: ${facts.join('; ')}`];
        return recorded ? [`**${entry.name}**: ${w.nothingAbout(need.label[language])}`] : [];
      }),
    ];
    if (!said.length) silent.push(need);
    for (const line of said)
      lines.push(`- ${needs.length > 1 ? `${capitalise(need.label[language], language)} — ` : ''}${line}`);
  }
  if (silent.length) {
    if (lines.length > 2) lines.push('');
    lines.push(w.nothingOn(label(silent, 'or'), bold(entries, language)));
    // Nothing at all on what was asked: what the catalogue does know, the kind of thing each is.
    if (silent.length === needs.length) {
      lines.push('', w.whatIsKnown);
      for (const entry of entries)
        lines.push(
          `- **${entry.name}**: ${factsOf(entry, language)
            .filter((fact) => fact.label)
            .slice(0, 2)
            .map((fact) => `${fact.label}: ${fact.text}`)
            .join('; ')}`,
        );
    }
  }
  return [...lines, '', view.footer].join('\n');
}

export function featureAnswer(view: InView, terms: readonly string[], question: string): string {
  const { entries, language } = view;
  const w = CHAT_WORDS[language];
  // The terms as the question wrote them ("EPUB", not "epub").
  const typed = terms.map(
    (term) => question.split(/[^\p{L}\p{N}+#]+/u).find((word) => words(word).trim() === term) ?? term,
  );
  const named = joinList(typed, language);
  const lines = [w.about(named), ''];
  for (const entry of entries) {
    const facts = matching(entry, terms, language);
    lines.push(`- **${entry.name}**: ${facts.length ? facts.join('; ') : w.nothingAbout(named)}`);
  }
  return [...lines, '', view.footer].join('\n');
}
