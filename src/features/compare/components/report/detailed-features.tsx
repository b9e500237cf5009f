import { useTranslation } from 'react-i18next';
import type { DetailedFeatureCategory } from '@/api/generated/model';
import { useDisplay } from './report-value';

/** The item columns: the report's items first, then any other name a row mentions. */
export function detailedColumns(categories: DetailedFeatureCategory[], itemNames: string[]): string[] {
  const columns = [...itemNames];
  for (const category of categories)
    for (const row of category.rows ?? []) for (const value of row.values ?? []) if (!columns.includes(value.item_name)) columns.push(value.item_name);
  return columns;
}

export function DetailedFeatures({ categories, itemNames }: { categories: DetailedFeatureCategory[]; itemNames: string[] }) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const columns = detailedColumns(categories, itemNames);
  return (
    <section className="report-section" aria-labelledby="report-detailed">
      <h3 id="report-detailed">{t('report.detailedComparison')}</h3>
      {categories.map((category, categoryIndex) => (
        <div key={categoryIndex} className="table-scroll" role="group" aria-label={display(category.category)} tabIndex={0}>
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
        </div>
      ))}
    </section>
  );
}
