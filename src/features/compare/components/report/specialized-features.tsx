import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpecializedFeatureCategory } from '@/api/generated/model';
import { bestValueIndex, rowDiffers } from '@/features/compare/lib/best-value';
import { featureValues } from '@/features/compare/lib/report-model';
import { useDisplay } from './report-value';
import { ScrollTable } from './scroll-table';

export const SpecializedFeatures = memo(function SpecializedFeatures({ categories, itemNames }: { categories: SpecializedFeatureCategory[]; itemNames: string[] }) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const tables = useMemo(
    () =>
      categories.map((category) =>
        (category.features ?? []).map((feature) => {
          const values = featureValues(feature, itemNames.length);
          return { feature, values, differs: rowDiffers(values), best: bestValueIndex(values) };
        }),
      ),
    [categories, itemNames.length],
  );
  return (
    <section className="report-section report-section--deferred" aria-labelledby="report-specialized">
      <div className="report-section__head">
        <h3 id="report-specialized" tabIndex={-1}>
          {t('report.specialized')}
        </h3>
        <label className="toggle__label report-no-print" htmlFor={toggleId}>
          <input id={toggleId} type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
          <span>{t('report.onlyDifferences')}</span>
        </label>
      </div>
      {categories.map((category, categoryIndex) => {
        const rows = tables[categoryIndex];
        const visible = onlyDifferences ? rows.filter((row) => row.differs) : rows;
        return (
          <ScrollTable key={`${categoryIndex}-${category.category}`} label={display(category.category)} itemCount={itemNames.length}>
            <table className="report-table">
              <caption>{display(category.category)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('report.feature')}</th>
                  {itemNames.map((name, index) => (
                    <th scope="col" key={`${index}-${name}`}>
                      {display(name)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {visible.length === 0 ? (
                  <tr>
                    <td colSpan={itemNames.length + 1}>{t('report.noDifferences')}</td>
                  </tr>
                ) : (
                  visible.map(({ feature, values, best }, rowIndex) => (
                    <tr key={`${rowIndex}-${feature.name}`}>
                      <th scope="row">{display(feature.name)}</th>
                      {values.map((value, index) => (
                        <td key={index} className={index === best ? 'is-best' : undefined}>
                          {display(value)}
                          {index === best ? <span className="best-badge">{t('report.best')}</span> : null}
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </ScrollTable>
        );
      })}
    </section>
  );
});
