import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailedFeatureCategory } from '@shared/api/generated/model';
import { useDisplay } from './report-value';
import { ComparisonTable } from '@/components/ui/comparison-table';
import { SectionFold } from './report-fold';
import { SourceMark } from './report-sources';

/** The item columns: the report's items first, then any other name a row mentions. */
export function detailedColumns(categories: DetailedFeatureCategory[], itemNames: string[]): string[] {
  const columns = [...itemNames];
  for (const category of categories)
    for (const row of category.rows ?? [])
      for (const value of row.values ?? []) if (!columns.includes(value.item_name)) columns.push(value.item_name);
  return columns;
}

export const DetailedFeatures = memo(function DetailedFeatures({
  categories,
  itemNames,
}: {
  categories: DetailedFeatureCategory[];
  itemNames: string[];
}) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const columns = useMemo(() => detailedColumns(categories, itemNames), [categories, itemNames]);
  return (
    <section className="report-section report-section--deferred" aria-labelledby="report-detailed">
      <h3 id="report-detailed" tabIndex={-1}>
        {t('report.detailedComparison')}
      </h3>
      <SectionFold headingId="report-detailed" title={t('report.detailedComparison')}>
        {categories.map((category, categoryIndex) => (
          <ComparisonTable
            key={categoryIndex}
            label={display(category.category)}
            caption={display(category.category)}
            corner={t('report.feature')}
            columns={columns.map((name, index) => ({ key: `${index}-${name}`, header: display(name) }))}
            rows={(category.rows ?? []).map((row, rowIndex) => ({
              key: `${rowIndex}`,
              header: display(row.feature),
              cells: columns.map((name) => {
                const value = (row.values ?? []).find((candidate) => candidate.item_name === name);
                return {
                  content: (
                    <>
                      {display(value?.value)}
                      <SourceMark sourceRef={value?.source_ref} />
                      {value?.note ? <span className="report-note">{value.note}</span> : null}
                    </>
                  ),
                };
              }),
            }))}
            scrollHint={t('report.scrollHint')}
          />
        ))}
      </SectionFold>
    </section>
  );
});
