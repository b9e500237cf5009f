// The report's list of sources, gathered as the writer names them: each figure asks for the
// reference of the fact it prints, and the list ends up holding exactly the sources the report
// uses, each once, in the order a reader first meets them.
import type { FactSource, Language, ReportSectionName } from '@shared/api/generated/model';
import { evidenceOf, type Attribute, type Evidence } from '../evidence';
import { bi } from '../i18n';
import type { CatalogueEntry } from '../types';

const EDITORIAL_ESTIMATE = bi((texts) => texts.sources.editorialEstimate);

export class ReportSources {
  private readonly byKey = new Map<string, FactSource>();
  /** The sections whose sentences quote a figure of each source (by id), in the order they were found. */
  private readonly quotedIn = new Map<string, Set<ReportSectionName>>();

  constructor(private readonly language: Language) {}

  /** The id of the source that backs `attribute` of `entry`, listed on first use. */
  ref(entry: CatalogueEntry, attribute: Attribute): string {
    return this.add(evidenceOf(entry, attribute));
  }

  /** Notes that a sentence of `section` quotes `attribute` of `entry`: its source is named for the section. */
  quote(entry: CatalogueEntry, attribute: Attribute, section: ReportSectionName): void {
    const id = this.ref(entry, attribute);
    this.quotedIn.set(id, (this.quotedIn.get(id) ?? new Set()).add(section));
  }

  /** The id of a source given whole (a brand's claim, which is no attribute of an entry), listed on first use. */
  cite(evidence: Evidence): string {
    return this.add(evidence);
  }

  private add(evidence: Evidence): string {
    const { kind, as_of, source } = evidence;
    const title = (source === 'editorial estimate' ? EDITORIAL_ESTIMATE : source.title)[this.language];
    const url = source === 'editorial estimate' ? undefined : source.url;
    // One entry per source, kind and date: two prices from the same page on two dates are two entries.
    const key = JSON.stringify([kind, title, url, as_of]);
    const known = this.byKey.get(key);
    if (known) return known.id;
    const sameKind = [...this.byKey.values()].filter((entry) => entry.kind === kind).length;
    const id = `${kind}-${sameKind + 1}`;
    this.byKey.set(key, { id, kind, title, ...(url ? { url } : {}), as_of });
    return id;
  }

  list(): FactSource[] {
    return [...this.byKey.values()].map((source) => {
      const quoted = this.quotedIn.get(source.id);
      return quoted ? { ...source, quoted_in: [...quoted] } : source;
    });
  }
}
