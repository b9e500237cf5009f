import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpecializedFeatureCategory } from '@shared/api/generated/model';
import { bestValueIndex, rowDiffers } from '@/features/compare/lib/best-value';
import { featureValues } from '@/features/compare/lib/report-model';
import { useDisplay } from './report-value';
import { ComparisonTable } from '@/components/ui/comparison-table';
import { SectionFold } from './report-fold';
import { SourceMark } from './report-sources';

export const SpecializedFeatures = memo(function SpecializedFeatures({
  categories,
  itemNames,
}: {
  categories: SpecializedFeatureCategory[];
  itemNames: string[];
}) {
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
          <input
            id={toggleId}
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
          />
          <span>{t('report.onlyDifferences')}</span>
        </label>
      </div>
      <SectionFold headingId="report-specialized" title={t('report.specialized')}>
        {categories.map((category, categoryIndex) => {
          const rows = tables[categoryIndex];
          const visible = onlyDifferences ? rows.filter((row) => row.differs) : rows;
          return (
            <ComparisonTable
              key={`${categoryIndex}-${category.category}`}
              label={display(category.category)}
              caption={display(category.category)}
              corner={t('report.feature')}
              columns={itemNames.map((name, index) => ({ key: `${index}-${name}`, header: display(name) }))}
              rows={visible.map(({ feature, values, best }, rowIndex) => ({
                key: `${rowIndex}-${feature.name}`,
                header: display(feature.name),
                cells: values.map((value, index) => ({
                  className: index === best ? 'is-best' : undefined,
                  content: (
                    <>
                      {display(value)}
                      {value === null ? null : <SourceMark sourceRef={feature.source_refs?.[index]} />}
                      {index === best ? <span className="best-badge">{t('report.best')}</span> : null}
                    </>
                  ),
                })),
              }))}
              empty={t('report.noDifferences')}
              scrollHint={t('report.scrollHint')}
            />
          );
        })}
      </SectionFold>
    </section>
  );
});
