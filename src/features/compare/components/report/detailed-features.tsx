import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailedFeatureCategory } from '@/api/generated/model';
import { useDisplay } from './report-value';
import { ScrollTable } from './scroll-table';

/** The item columns: the report's items first, then any other name a row mentions. */
export function detailedColumns(categories: DetailedFeatureCategory[], itemNames: string[]): string[] {
  const columns = [...itemNames];
  for (const category of categories)
    for (const row of category.rows ?? []) for (const value of row.values ?? []) if (!columns.includes(value.item_name)) columns.push(value.item_name);
  return columns;
}

export const DetailedFeatures = memo(function DetailedFeatures({ categories, itemNames }: { categories: DetailedFeatureCategory[]; itemNames: string[] }) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const columns = useMemo(() => detailedColumns(categories, itemNames), [categories, itemNames]);
  return (
    <section className="report-section report-section--deferred" aria-labelledby="report-detailed">
      <h3 id="report-detailed" tabIndex={-1}>
        {t('report.detailedComparison')}
      </h3>
      {categories.map((category, categoryIndex) => (
        <ScrollTable key={categoryIndex} label={display(category.category)} itemCount={columns.length}>
          <table className="report-table">
            <caption>{display(category.category)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.feature')}</th>
                {columns.map((name, index) => (
                  <th scope="col" key={index}>
                    {display(name)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(category.rows ?? []).map((row, rowIndex) => (
                <tr key={rowIndex}>
                  <th scope="row">{display(row.feature)}</th>
                  {columns.map((name, index) => {
                    const value = (row.values ?? []).find((candidate) => candidate.item_name === name);
                    return (
                      <td key={index}>
                        {display(value?.value)}
                        {value?.note ? <span className="report-note">{value.note}</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ))}
    </section>
  );
});
