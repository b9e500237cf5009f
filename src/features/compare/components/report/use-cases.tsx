import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseCaseRecommendation } from '@shared/api/generated/model';
import { STAGGER_MS } from '@/features/compare/hooks/use-stagger';
import { useSectionStagger } from './use-section-stagger';
import { useDisplay } from './report-value';
import { SectionFold } from './report-fold';
import { QuotedSources } from './report-sources';

export const UseCases = memo(function UseCases({ recommendations }: { recommendations: UseCaseRecommendation[] }) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  const { ref, stagger } = useSectionStagger<HTMLElement>(STAGGER_MS.useCase);
  return (
    <section ref={ref} className="report-section report-section--deferred" aria-labelledby="report-use-cases">
      <h3 id="report-use-cases" tabIndex={-1}>
        {t('report.useCases')}
      </h3>
      <SectionFold headingId="report-use-cases" title={t('report.useCases')}>
        <ul className="report-grid report-grid--auto">
          {recommendations.map((recommendation, index) => {
            const animation = stagger(index);
            return (
              <li
                key={index}
                className={`report-card ${animation.className}`}
                style={animation.style}
                data-testid="use-case-card"
              >
                <h4 className="report-card__title">{display(recommendation.use_case)}</h4>
                <p className="report-card__recommended">
                  {t('report.recommended', { item: display(recommendation.recommended_item) })}
                </p>
                <p>{display(recommendation.reason)}</p>
              </li>
            );
          })}
        </ul>
        <QuotedSources section="use_case_recommendations" />
      </SectionFold>
    </section>
  );
});
