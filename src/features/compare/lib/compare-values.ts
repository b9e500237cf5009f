import type { CompareFeature } from '@shared/api/generated/model';
import { foldCase, splitComparisonItems } from '@shared/compare-items';
import type { CompareFormInput } from './compare-schema';

interface QuerySource {
  query: string;
  features: CompareFeature[];
  isDetailed: boolean;
}

/** Form values for a stored comparison or a draft; options the package has locked are left out. */
export function formValuesOf(source: QuerySource | null, advanced: boolean, fallbackQuery = ''): CompareFormInput {
  if (!source) return { query: fallbackQuery, features: [], isDetailed: false };
  return {
    query: source.query,
    features: advanced ? [...source.features] : [],
    isDetailed: advanced && source.isDetailed,
  };
}

/** Same items (in any spelling of the separators and case) and the same options. */
export function sameQuery(values: CompareFormInput, source: QuerySource, advanced: boolean): boolean {
  const items = (query: string) => splitComparisonItems(query).map(foldCase).join('\n');
  const expected = formValuesOf(source, advanced);
  const features = (list: readonly string[] | undefined) => [...(list ?? [])].sort().join(',');
  return (
    items(values.query ?? '') === items(expected.query ?? '') &&
    features(values.features) === features(expected.features) &&
    Boolean(values.isDetailed) === Boolean(expected.isDetailed)
  );
}
