import type { ComparisonResult } from '@/api/generated/model';
import type { CsvRow } from '@/lib/csv';
import { featureValues } from './report-model';
import { CRITERIA, scoreOf } from '../components/report/scores-chart';
import { detailedColumns } from '../components/report/detailed-features';

export interface CsvLabels {
  feature: string;
  criterion: string;
  specialized: string;
  scores: string;
  detailed: string;
  criteria: Record<(typeof CRITERIA)[number], string>;
}

/** The report's tables (specialized features, scores, detailed comparison) as CSV rows. */
export function reportCsvRows(result: ComparisonResult, labels: CsvLabels): CsvRow[] {
  const names = result.items.map((item) => item.name);
  const rows: CsvRow[] = [];
  for (const category of result.specialized_features ?? []) {
    rows.push([`${labels.specialized}: ${category.category}`]);
    rows.push([labels.feature, ...names]);
    for (const feature of category.features ?? []) rows.push([feature.name, ...featureValues(feature, names.length)]);
    rows.push([]);
  }
  if (result.comparison_scores?.length) {
    rows.push([labels.scores]);
    rows.push([labels.criterion, ...result.comparison_scores.map((entry) => entry.item_name)]);
    for (const criterion of CRITERIA)
      rows.push([labels.criteria[criterion], ...result.comparison_scores.map((entry) => scoreOf(entry, criterion))]);
    rows.push([]);
  }
  const detailed = result.detailed_feature_comparison ?? [];
  const columns = detailedColumns(detailed, names);
  for (const category of detailed) {
    rows.push([`${labels.detailed}: ${category.category}`]);
    rows.push([labels.feature, ...columns]);
    for (const row of category.rows ?? [])
      rows.push([row.feature, ...columns.map((name) => row.values?.find((value) => value.item_name === name)?.value)]);
    rows.push([]);
  }
  while (rows.length > 0 && rows[rows.length - 1].length === 0) rows.pop();
  return rows;
}
