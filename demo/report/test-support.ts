// For tests: a query written by the demo engine as a stored, finished comparison, the shape the
// rule checker and the assistant read.
import type { CompareFeature, Language } from '@shared/api/generated/model';
import { demoCompare } from '../index';
import type { WrittenComparison } from '../types';
import { FEATURE_SECTIONS } from './sections';

/** Every selectable feature, in the contract's order. */
export const EVERY_FEATURE = Object.keys(FEATURE_SECTIONS) as CompareFeature[];

/** `items`: the query split as the server splits it (server/ai/item-check's itemsOfQuery, i.e. demo parseQuery). */
export function writtenComparison(
  query: string,
  items: string[],
  language: Language,
  features: CompareFeature[] = EVERY_FEATURE,
  isDetailed = true,
): WrittenComparison {
  const outcome = demoCompare({ query, items, features, isDetailed, language });
  if (!outcome.ok) throw new Error(`${query}: ${outcome.message}`);
  return {
    id: 'cmp_written',
    query,
    items: outcome.items,
    features,
    isDetailed,
    createdAt: '2026-01-01T00:00:00.000Z',
    language,
    source: outcome.source,
    status: 'done',
    result: outcome.result,
  };
}
