// The facts a language model writes a report from, each with an id it can name, and the sources a
// model's report lists once the server has checked it: the catalogue's sources for the facts it
// printed, and one "model estimate, unverified" entry for every figure the catalogue does not back.
import type { FactSource, Language, ReportSectionName } from '@shared/api/generated/model';
import { identify } from './catalogue';
import { entryFacts, type Attribute } from './evidence';
import { joinList } from './report/format';
import { sustainabilityClaim } from './report/brand-claim';
import { ReportSources } from './report/sources';
import { bi, DEMO_TEXTS, fill, oneOrOther } from './i18n';
import type { CatalogueEntry } from './types';

export interface SheetFact {
  /** What the model names it by: "f<item number>-<attribute>", e.g. "f1-battery". */
  id: string;
  /** The asked item's position (0-based) and name as asked. */
  itemIndex: number;
  item: string;
  attribute: Attribute;
  label: string;
  value: string;
  entry: CatalogueEntry;
}

export interface FactSheet {
  /** The asked items, in order. */
  items: readonly string[];
  facts: SheetFact[];
  /** The asked items the catalogue does not know: every figure about them is the model's. */
  unknown: string[];
  /** The catalogue entry of each asked item, in order (undefined where it is not known). */
  entries: (CatalogueEntry | undefined)[];
  /** The purpose the query gives ("for running", "öğrenci için"), as the parser set it apart. */
  purpose?: string;
}

/** The catalogue's facts for each asked item it knows, with ids; the ones it does not know listed apart. */
export function factSheet(items: readonly string[], language: Language, purpose?: string): FactSheet {
  const facts: SheetFact[] = [];
  const unknown: string[] = [];
  const entries: (CatalogueEntry | undefined)[] = [];
  items.forEach((item, itemIndex) => {
    const found = identify(item);
    entries.push(found.kind === 'known' ? found.entry : undefined);
    if (found.kind !== 'known') {
      unknown.push(item);
      return;
    }
    for (const fact of entryFacts(found.entry, language))
      facts.push({ ...fact, id: `f${itemIndex + 1}-${fact.attribute}`, itemIndex, item, entry: found.entry });
  });
  return { items, facts, unknown, entries, ...(purpose ? { purpose } : {}) };
}

export const MODEL_ESTIMATE_ID = 'model-estimate';

/** The words a figure the catalogue does not back carries inside a sentence. */
export const UNVERIFIED_MARK = bi((texts) => texts.sources.unverifiedMark);

/** A model report's sources, gathered as the check names them; the model's own estimates last. */
export class ModelReportSources {
  private readonly catalogue: ReportSources;
  private estimated = false;

  constructor(
    private readonly language: Language,
    /** The report's date (ISO): what the model's estimates describe. */
    private readonly writtenOn: string,
  ) {
    this.catalogue = new ReportSources(language);
  }

  /** The id of the catalogue source behind one fact. */
  fact(fact: SheetFact): string {
    return this.cite(fact.entry, fact.attribute);
  }

  /** Notes that a sentence of `section` prints `fact`: its source is named for the section. */
  quote(fact: SheetFact, section: ReportSectionName): void {
    this.catalogue.quote(fact.entry, fact.attribute, section);
  }

  /** The id of the catalogue source behind an item's editorial scores (the judgement's). */
  scores(entry: CatalogueEntry): string {
    return this.cite(entry, 'scores');
  }

  /** The id of the catalogue source behind `attribute` of `entry` (a fact the judgement's verdict quotes). */
  cite(entry: CatalogueEntry, attribute: Attribute): string {
    return this.catalogue.ref(entry, attribute);
  }

  /** What the catalogue records of `entry`'s brand, with the id of its source (none: no claim may stand). */
  brandClaim(entry: CatalogueEntry): { text: string; ref: string } | undefined {
    return sustainabilityClaim(entry, this.language, this.catalogue);
  }

  /** The id of the "model estimate, unverified" source. */
  estimate(): string {
    this.estimated = true;
    return MODEL_ESTIMATE_ID;
  }

  list(): FactSource[] {
    const estimate: FactSource = {
      id: MODEL_ESTIMATE_ID,
      kind: 'estimate',
      title: DEMO_TEXTS[this.language].sources.modelEstimate,
      as_of: this.writtenOn,
    };
    return [...this.catalogue.list(), ...(this.estimated ? [estimate] : [])];
  }
}

/** The summary's sentence for asked items the catalogue does not know, or undefined when it knows them all. */
export function unknownItemsNote(unknown: readonly string[], language: Language): string | undefined {
  if (!unknown.length) return undefined;
  return fill(oneOrOther(DEMO_TEXTS[language].sources.unknownItems, unknown.length), language, {
    names: joinList(unknown, language),
  });
}
