import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFeedbackSummary } from '@shared/api/generated/model';
import { TextList, useDisplay } from './report-value';
import { SectionFold } from './report-fold';

/**
 * User feedback where it adds to the item cards: the points their pros and cons do not already
 * list (the overall sentiment is on the card). Feedback about a name that is not one of the
 * items is shown whole. The report renders nothing when nothing is left.
 */
export const FeedbackSummary = memo(function FeedbackSummary({ feedback }: { feedback: UserFeedbackSummary[] }) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  return (
    <section className="report-section report-section--deferred" aria-labelledby="report-feedback">
      <h3 id="report-feedback" tabIndex={-1}>
        {t('report.feedback')}
      </h3>
      <SectionFold headingId="report-feedback" title={t('report.feedback')}>
        <p className="report-section__intro">{t('report.feedbackExtra')}</p>
        <ul className="report-grid report-grid--auto">
          {feedback.map((entry, index) => (
            <li key={index} className="report-card">
              <h4 className="report-card__title">{display(entry.item_name)}</h4>
              <dl className="report-facts report-facts--stacked">
                {entry.overall_sentiment ? (
                  <div>
                    <dt>{t('report.overallSentiment')}</dt>
                    <dd>{entry.overall_sentiment}</dd>
                  </div>
                ) : null}
                {(entry.positive_points ?? []).length > 0 ? (
                  <div>
                    <dt>{t('report.positivePoints')}</dt>
                    <dd>
                      <TextList items={entry.positive_points} />
                    </dd>
                  </div>
                ) : null}
                {(entry.negative_points ?? []).length > 0 ? (
                  <div>
                    <dt>{t('report.negativePoints')}</dt>
                    <dd>
                      <TextList items={entry.negative_points} />
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      </SectionFold>
    </section>
  );
});
