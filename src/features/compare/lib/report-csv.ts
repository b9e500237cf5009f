import type { ComparisonResult, FactSource } from '@shared/api/generated/model';
import type { CsvRow } from '@/lib/csv';
import { featureValues } from './report-model';
import { CRITERIA, scoreOf } from '../components/report/scores-chart';
import { detailedColumns } from '../components/report/detailed-features';
import type { ShownSource } from './fact-sources';

export interface CsvLabels {
  feature: string;
  criterion: string;
  specialized: string;
  scores: string;
  detailed: string;
  criteria: Record<(typeof CRITERIA)[number], string>;
  /** Lines above the tables: when the report was written, the demo caveat and its data's date. */
  notes: string[];
  sources: {
    /** The tables' last column: the numbers of the sources of the row's figures. */
    column: string;
    title: string;
    header: [number: string, kind: string, title: string, url: string, asOf: string];
    kind: Record<FactSource['kind'], string>;
    estimateMark: string;
    /** A stale source's date cell: "price as of June 2025 — may have changed". */
    dateOf: (shown: ShownSource) => string;
  };
}

/**
 * The report's tables (specialized features, scores, detailed comparison) as CSV rows, each row
 * ending with the numbers of its figures' sources, then the Sources list with their dates, under
 * the report's notes: a spreadsheet keeps what the page says about where the figures come from.
 */
export function reportCsvRows(
  result: ComparisonResult,
  labels: CsvLabels,
  sources: ReadonlyMap<string, ShownSource>,
): CsvRow[] {
  const names = result.items.map((item) => item.name);
  const rows: CsvRow[] = labels.notes.map((note) => [note]);
  if (rows.length) rows.push([]);
  const refs = (ids: readonly (string | null | undefined)[]) =>
    [...new Set(ids)]
      .map((id) => sources.get(id ?? ''))
      .filter((shown): shown is ShownSource => !!shown)
      .map((shown) => (shown.estimate ? `${shown.number} (${labels.sources.estimateMark})` : String(shown.number)))
      .join('; ');
  for (const category of result.specialized_features ?? []) {
    rows.push([`${labels.specialized}: ${category.category}`]);
    rows.push([labels.feature, ...names, labels.sources.column]);
    for (const feature of category.features ?? [])
      rows.push([feature.name, ...featureValues(feature, names.length), refs(feature.source_refs ?? [])]);
    rows.push([]);
  }
  if (result.comparison_scores?.length) {
    const scores = result.comparison_scores;
    rows.push([labels.scores]);
    rows.push([labels.criterion, ...scores.map((entry) => entry.item_name), labels.sources.column]);
    for (const criterion of CRITERIA)
      rows.push([
        labels.criteria[criterion],
        ...scores.map((entry) => scoreOf(entry, criterion)),
        refs(scores.map((entry) => entry.source_ref)),
      ]);
    rows.push([]);
  }
  const detailed = result.detailed_feature_comparison ?? [];
  const columns = detailedColumns(detailed, names);
  for (const category of detailed) {
    rows.push([`${labels.detailed}: ${category.category}`]);
    rows.push([labels.feature, ...columns, labels.sources.column]);
    for (const row of category.rows ?? []) {
      const values = columns.map((name) => row.values?.find((value) => value.item_name === name));
      rows.push([row.feature, ...values.map((value) => value?.value), refs(values.map((value) => value?.source_ref))]);
    }
    rows.push([]);
  }
  if (sources.size) {
    rows.push([labels.sources.title]);
    rows.push([...labels.sources.header]);
    for (const shown of sources.values())
      rows.push([
        shown.number,
        labels.sources.kind[shown.source.kind],
        shown.source.title,
        shown.source.url,
        labels.sources.dateOf(shown),
      ]);
  }
  while (rows.length > 0 && rows[rows.length - 1].length === 0) rows.pop();
  return rows;
}
