// The purpose a query gives ("İstanbul mu İzmir mi yaşamak için", "… for running"): the demo engine
// does not score for it, so the summary names it and says so in one sentence rather than ignore it.
import type { Language } from '@/api/generated/model';
import { parseComparisonQuery } from '@/lib/compare-items';

const NOTED: Record<Language, (purpose: string) => string> = {
  en: (purpose) =>
    `The purpose you gave ("${purpose}") is noted, but the demo scores are general rather than tuned to it.`,
  tr: (purpose) =>
    `Belirttiğiniz amaç ("${purpose}") not edildi; ancak demo puanları genel, bu amaca göre ayarlanmış değil.`,
};

/** The summary sentence about the query's purpose, or undefined when the query gives none. */
export function purposeSentence(query: string, language: Language): string | undefined {
  const { purpose } = parseComparisonQuery(query);
  return purpose ? NOTED[language](purpose) : undefined;
}
