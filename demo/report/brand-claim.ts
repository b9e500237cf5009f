// What the catalogue records of an item's brand (today what the maker says it does for the
// environment), with its source: one rule for the demo writer and for a model's report, whose own
// claims about a company are never shown (it can name no source for them).
import type { Language } from '@shared/api/generated/model';
import { brandData } from '../catalogue';
import { EDITORIAL_ESTIMATE, type BrandClaim } from '../catalogue/schema';
import type { Evidence } from '../evidence';
import { L, type CatalogueEntry } from '../types';
import type { ReportSources } from './sources';

/**
 * Where a brand's claim comes from: the maker's own page (its published statement, as a
 * specification is its published figure), or the editors' summary of it.
 */
const claimEvidence = ({ as_of, source }: BrandClaim): Evidence =>
  source === EDITORIAL_ESTIMATE
    ? { kind: 'estimate', as_of, source: 'editorial estimate' }
    : { kind: 'specification', as_of, source: { title: L(source.title, source.title), url: source.url } };

/**
 * The sustainability claim of `entry`'s brand in `language`, and the id of its source in
 * `sources`; undefined when the catalogue records none ("no programme recorded" is not a finding).
 */
export function sustainabilityClaim(
  entry: CatalogueEntry,
  language: Language,
  sources: ReportSources,
): { text: string; ref: string } | undefined {
  const claim = brandData(entry.brand)?.sustainability;
  return claim ? { text: claim[language], ref: sources.cite(claimEvidence(claim)) } : undefined;
}
