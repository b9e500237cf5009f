// The purpose a query gives ("İstanbul mu İzmir mi yaşamak için", "… for running"): the demo engine
// does not score for it, so the summary names it and says so in one sentence rather than ignore it.
import type { Language } from '@shared/api/generated/model';
import { parseComparisonQuery, type ParsedQuery } from '@shared/compare-items';
import { byName } from './catalogue';

const NOTED: Record<Language, (purpose: string) => string> = {
  en: (purpose) =>
    `The purpose you gave ("${purpose}") is noted, but the demo scores are general rather than tuned to it.`,
  tr: (purpose) =>
    `Belirttiğiniz amaç ("${purpose}") not edildi; ancak demo puanları genel, bu amaca göre ayarlanmış değil.`,
};

/**
 * The query split as the compare form splits it, knowing the catalogue's names: a purpose ends where a
 * catalogue name does ("renault clio vs fiat egea şehir içi kullanım için"). By name only: a guess from
 * a kind and a brand ("bosch bulaşık makinesi büyük") would take the purpose's words for the name.
 */
export function parseQuery(query: string): ParsedQuery {
  return parseComparisonQuery(query, { known: (name) => byName(name) !== undefined });
}

/** The summary sentence about the query's purpose, or undefined when the query gives none. */
export function purposeSentence(query: string, language: Language): string | undefined {
  const { purpose } = parseQuery(query);
  return purpose ? NOTED[language](purpose) : undefined;
}
