import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpecializedFeature, SpecializedFeatureCategory } from '@/api/generated/model';
import { bestValueIndex, rowDiffers } from '@/features/compare/lib/best-value';
import { useDisplay } from './report-value';

const VALUE_KEYS = ['item1Value', 'item2Value', 'item3Value', 'item4Value', 'item5Value', 'item6Value'] as const;

/** itemNValue for the first `count` items, in item order (missing or null → unknown). */
export function featureValues(feature: SpecializedFeature, count: number): (string | null | undefined)[] {
  return VALUE_KEYS.slice(0, count).map((key) => feature[key]);
}

export function SpecializedFeatures({ categories, itemNames }: { categories: SpecializedFeatureCategory[]; itemNames: string[] }) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  return (
    <section className="report-section" aria-labelledby="report-specialized">
      <div className="report-section__head">
        <h3 id="report-specialized">{t('report.specialized')}</h3>
        <label className="toggle__label report-no-print" htmlFor={toggleId}>
          <input id={toggleId} type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
          <span>{t('report.onlyDifferences')}</span>
        </label>
      </div>
      {categories.map((category, categoryIndex) => {
        const rows = (category.features ?? []).map((feature) => ({ feature, values: featureValues(feature, itemNames.length) }));
        const visible = onlyDifferences ? rows.filter((row) => rowDiffers(row.values)) : rows;
        return (
          <div key={`${categoryIndex}-${category.category}`} className="table-scroll" role="group" aria-label={display(category.category)} tabIndex={0}>
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
                  visible.map(({ feature, values }, rowIndex) => {
                    const best = bestValueIndex(feature.name, values);
                    return (
                      <tr key={`${rowIndex}-${feature.name}`}>
                        <th scope="row">{display(feature.name)}</th>
                        {values.map((value, index) => (
                          <td key={index} className={index === best ? 'is-best' : undefined}>
                            {display(value)}
                            {index === best ? <span className="best-badge">{t('report.best')}</span> : null}
                          </td>
                        ))}
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
