// A model's report held to the catalogue before anyone sees it. Every figure it wrote about an item
// the catalogue knows is read against that item's facts: a matching figure names the fact's source,
// a contradicting one is replaced by the fact, and a figure the catalogue has nothing to check
// against stays, marked "model estimate, unverified" (in a sentence: in words; in a spec cell or a
// price: by its reference to the report's model-estimate source). Items the catalogue does not know
// are still compared; the summary says their figures are the model's.
import type { Language, ReportSectionName } from '@shared/api/generated/model';
/* eslint-disable no-restricted-imports -- demo/ has no alias; the catalogue's facts and their sources */
import {
  ModelReportSources,
  UNVERIFIED_MARK,
  unknownItemsNote,
  type FactSheet,
  type SheetFact,
} from '../../demo/model-facts';
import { figuresIn, sameFigure, type Figure } from '../../demo/figures';
import { claimsValue } from '../../demo/model-judgement';
/* eslint-enable no-restricted-imports */
import { COMPARISON_RESULT_JSON_SCHEMA } from './generated/comparison-result-schema';
import { judgedBestValue, judgedScores } from './judgement-seam';
import { SECTION_ORDER } from './report-sections';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => !!value && typeof value === 'object' && !Array.isArray(value);
const VALUE_KEYS = ['item1Value', 'item2Value', 'item3Value', 'item4Value', 'item5Value', 'item6Value'] as const;
const fold = (text: string) => text.toLocaleLowerCase('tr-TR');

/** What the check did, for tests and the evaluation. */
export interface FactCheckCount {
  /** Figures replaced by the catalogue's. */
  corrected: number;
  /** Figures the catalogue cannot back, marked as the model's. */
  unverified: number;
  /** Ids of the facts the report's figures match. */
  traced: Set<string>;
}

export class FactCheck {
  readonly count: FactCheckCount = { corrected: 0, unverified: 0, traced: new Set() };
  readonly sources: ModelReportSources;

  constructor(
    private readonly sheet: FactSheet,
    private readonly language: Language,
    writtenOn: string,
  ) {
    this.sources = new ModelReportSources(language, writtenOn);
  }

  /** The facts the model says its text rests on: their sources are listed (ids it was not given are ignored). */
  cite(ids: unknown): void {
    if (!Array.isArray(ids)) return;
    for (const fact of this.sheet.facts) if (ids.includes(fact.id)) this.sources.fact(fact);
  }

  private factsOf(itemIndex: number): SheetFact[] {
    return this.sheet.facts.filter((fact) => fact.itemIndex === itemIndex);
  }

  private indexOf(name: unknown): number | undefined {
    if (typeof name !== 'string') return undefined;
    const index = this.sheet.items.findIndex((item) => fold(item) === fold(name));
    return index < 0 ? undefined : index;
  }

  /** The item a figure at `at` in `sentence` is about: the one named nearest before it (else after), else undefined. */
  private itemNear(sentence: string, at: number): number | undefined {
    let best: { index: number; distance: number } | undefined;
    const lower = fold(sentence);
    this.sheet.items.forEach((item, index) => {
      const names = [
        item,
        ...this.factsOf(index)
          .slice(0, 1)
          .map((fact) => fact.entry.name),
      ];
      for (const name of names) {
        const found = lower.indexOf(fold(name));
        if (found < 0) continue;
        const distance = found <= at ? at - found : 10_000 + found - at;
        if (!best || distance < best.distance) best = { index, distance };
      }
    });
    return best?.index;
  }

  /** The section being checked, whose sentences name the sources of the catalogue's figures they print. */
  private checking: ReportSectionName | undefined;

  private quoted(fact: SheetFact): void {
    if (this.checking) this.sources.quote(fact, this.checking);
  }

  /** One figure against the facts of `items`: the text to print instead (unchanged when it matches). */
  private checkFigure(figure: Figure, items: number[], mark: boolean): string {
    const facts = items.flatMap((index) => this.factsOf(index));
    const known = facts.flatMap((fact) =>
      figuresIn(fact.value)
        .filter((own) => own.unit === figure.unit)
        .map((own) => ({ fact, own })),
    );
    const match = known.find(({ own }) => sameFigure(own, figure));
    if (match) {
      this.count.traced.add(match.fact.id);
      this.quoted(match.fact);
      return figure.text;
    }
    // One fact of this measure for the item: the model's figure contradicts it and gives way.
    if (items.length === 1 && known.length === 1) {
      this.count.corrected += 1;
      this.count.traced.add(known[0].fact.id);
      this.quoted(known[0].fact);
      return known[0].own.text;
    }
    this.count.unverified += 1;
    return mark ? `${figure.text} (${UNVERIFIED_MARK[this.language]})` : figure.text;
  }

  /**
   * A sentence or field of prose, its figures checked; `about` the item it describes, when one.
   * `mark`: say in words that a figure is unverified (a cell's reference says it instead).
   */
  text(text: string, about?: number, mark = true): string {
    return text
      .split(/(?<=[.!?;])(\s+)/)
      .map((sentence) => {
        let out = sentence;
        for (const figure of figuresIn(sentence).reverse()) {
          if (sentence.slice(figure.index + figure.text.length).startsWith(` (${UNVERIFIED_MARK[this.language]}`))
            continue;
          const near = about ?? this.itemNear(sentence, figure.index);
          const items = near === undefined ? this.sheet.items.map((_, index) => index) : [near];
          out =
            out.slice(0, figure.index) +
            this.checkFigure(figure, items, mark) +
            out.slice(figure.index + figure.text.length);
        }
        return out;
      })
      .join('');
  }

  /** A value printed as one fact (a spec cell, a price): the catalogue's fact where it has one, else the model's, marked. */
  private cell(value: unknown, itemIndex: number | undefined, label: string): { value: unknown; ref: string | null } {
    if (typeof value !== 'string' || !value.trim() || itemIndex === undefined) return { value, ref: null };
    const fact = this.factsOf(itemIndex).find(
      (own) => fold(own.label) === fold(label) || fold(own.attribute) === fold(label),
    );
    if (!fact) return { value: this.text(value, itemIndex, false), ref: this.sources.estimate() };
    if (
      fold(fact.value) !== fold(value) &&
      !figuresIn(value).every((f) => figuresIn(fact.value).some((own) => sameFigure(own, f)))
    )
      this.count.corrected += 1;
    this.count.traced.add(fact.id);
    return { value: fact.value, ref: this.sources.fact(fact) };
  }

  private specRow(row: Loose): Loose {
    const name = typeof row.name === 'string' ? row.name : '';
    const refs: (string | null)[] = [];
    const out: Loose = { ...row };
    this.sheet.items.forEach((_, index) => {
      const checked = this.cell(row[VALUE_KEYS[index]], index, name);
      if (VALUE_KEYS[index] in row) out[VALUE_KEYS[index]] = checked.value;
      refs.push(checked.ref);
    });
    return refs.some((ref) => ref !== null) ? { ...out, source_refs: refs } : out;
  }

  private price(entry: Loose): Loose {
    const index = this.indexOf(entry.item_name);
    const checked = this.cell(entry.current_price, index, 'price');
    const out = this.walk({ ...entry, current_price: undefined }, index) as Loose;
    return { ...out, current_price: checked.value, ...(checked.ref ? { current_price_source_ref: checked.ref } : {}) };
  }

  /** Any part of a section: its prose checked, an entry about one item (item_name, or an item's name) held to that item. */
  walk(value: unknown, about?: number): unknown {
    if (typeof value === 'string') return this.text(value, about);
    if (Array.isArray(value)) return value.map((entry) => this.walk(entry, about));
    if (!isObject(value)) return value;
    const own = this.indexOf(value.item_name) ?? this.indexOf(value.name) ?? about;
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) =>
        key === 'item_name' || key === 'name' || key === 'category' || key === 'feature'
          ? [key, entry]
          : [key, this.walk(entry, own)],
      ),
    );
  }

  /** One top-level section of the report as the model wrote it, held to the facts. */
  section(name: string, value: unknown): unknown {
    if (value === null || value === undefined) return value;
    this.checking = (SECTION_ORDER as string[]).includes(name) ? (name as ReportSectionName) : undefined;
    try {
      return this.checkedSection(name, value);
    } finally {
      this.checking = undefined;
    }
  }

  private checkedSection(name: string, value: unknown): unknown {
    // The scores are the judgement's wherever it can judge, in a draft as in the finished report.
    if (name === 'comparison_scores') {
      const judged = judgedScores(this.sheet, this.language, this.sources);
      if (judged) return judged;
    }
    if (name === 'use_case_recommendations' && Array.isArray(value)) return this.recommendations(value);
    if (name === 'specialized_features' && Array.isArray(value))
      return value.map((table) =>
        isObject(table) && Array.isArray(table.features)
          ? { ...table, features: table.features.map((row) => (isObject(row) ? this.specRow(row) : row)) }
          : table,
      );
    if (name === 'pricing_analysis' && Array.isArray(value))
      return value.map((entry) => (isObject(entry) ? this.price(entry) : entry));
    if (name === 'detailed_feature_comparison' && Array.isArray(value)) return this.detailed(value);
    return this.walk(value);
  }

  /**
   * The model's recommendations, where the judgement judged the items: best value is its pick (with
   * the prices it rests on) or, when the stored prices name none, no one's; the model's own
   * value-for-money picks are left out.
   */
  private recommendations(entries: unknown[]): unknown {
    const checked = this.walk(entries) as unknown[];
    const bestValue = judgedBestValue(this.sheet, this.language);
    if (bestValue === undefined) return checked;
    const own = checked.filter((entry) => !(isObject(entry) && claimsValue(entry)));
    if (!bestValue) return own;
    // Room for the judgement's pick at the top: the model's last one gives way when the list is full
    // (a list already over the contract's bound stays so, and is refused as the model wrote it).
    const { maxItems } = COMPARISON_RESULT_JSON_SCHEMA.properties.use_case_recommendations;
    return [bestValue, ...(own.length === maxItems ? own.slice(0, -1) : own)];
  }

  private detailed(tables: unknown[]): unknown[] {
    return tables.map((table) =>
      isObject(table) && Array.isArray(table.rows)
        ? {
            ...table,
            rows: table.rows.map((row) =>
              isObject(row) && Array.isArray(row.values)
                ? {
                    ...row,
                    values: row.values.map((cell) => {
                      if (!isObject(cell)) return cell;
                      const checked = this.cell(cell.value, this.indexOf(cell.item_name), String(row.feature ?? ''));
                      const note = typeof cell.note === 'string' ? { note: this.text(cell.note) } : {};
                      return {
                        ...cell,
                        ...note,
                        value: checked.value,
                        ...(checked.ref ? { source_ref: checked.ref } : {}),
                      };
                    }),
                  }
                : row,
            ),
          }
        : table,
    );
  }

  /**
   * One item's sustainability entry: its eco-friendly materials, energy line and recyclability score
   * are the model's estimates, and what the company does is what the catalogue records of the item's
   * brand, with its source, or nothing (the model can name no source for its own claim).
   */
  private sustainability(entry: unknown): unknown {
    if (!isObject(entry)) return entry;
    const { company_sustainability_efforts: _claim, company_sustainability_efforts_source_ref: _ref, ...rest } = entry;
    const index = this.indexOf(entry.item_name);
    const known = index === undefined ? undefined : this.sheet.entries[index];
    const claim = known && this.sources.brandClaim(known);
    const estimated = (field: string, given: boolean) =>
      given ? { [`${field}_source_ref`]: this.sources.estimate() } : {};
    return {
      ...rest,
      ...estimated('eco_friendly_materials', typeof entry.eco_friendly_materials === 'boolean'),
      ...estimated('energy_consumption', typeof entry.energy_consumption === 'string' && !!entry.energy_consumption),
      ...estimated('recyclability_score', typeof entry.recyclability_score === 'number'),
      ...(claim
        ? { company_sustainability_efforts: claim.text, company_sustainability_efforts_source_ref: claim.ref }
        : {}),
    };
  }

  /**
   * The whole report, held to the facts: every section checked, scores from the judgement (or,
   * until it judges this report, the model's, named as its estimate), the unknown items named in
   * the summary, and the sources the report's figures name.
   */
  report(raw: Loose): Loose {
    const out: Loose = Object.fromEntries(
      Object.entries(raw).map(([name, value]) => [name, this.section(name, value)]),
    );
    const judged = judgedScores(this.sheet, this.language, this.sources);
    if (judged) out.comparison_scores = judged;
    else if (Array.isArray(out.comparison_scores))
      out.comparison_scores = out.comparison_scores.map((score) =>
        isObject(score) ? { ...score, source_ref: this.sources.estimate() } : score,
      );
    if (Array.isArray(out.sustainability_analysis))
      out.sustainability_analysis = out.sustainability_analysis.map((entry) => this.sustainability(entry));
    const note = unknownItemsNote(this.sheet.unknown, this.language);
    if (note && typeof out.summary === 'string') out.summary = `${out.summary} ${note}`;
    const sources = this.sources.list();
    if (sources.length) out.sources = sources;
    return out;
  }
}
