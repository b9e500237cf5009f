import { useTranslation } from 'react-i18next';
import type { UserFeedbackSummary } from '@/api/generated/model';
import { TextList, useDisplay } from './report-value';

export function FeedbackSummary({ feedback }: { feedback: UserFeedbackSummary[] }) {
  const { t } = useTranslation('compare');
  const display = useDisplay();
  return (
    <section className="report-section" aria-labelledby="report-feedback">
      <h3 id="report-feedback">{t('report.feedback')}</h3>
      <ul className="report-grid report-grid--auto">
        {feedback.map((entry, index) => (
          <li key={index} className="report-card">
            <h4 className="report-card__title">{display(entry.item_name)}</h4>
            <dl className="report-facts report-facts--stacked">
              <div>
                <dt>{t('report.overallSentiment')}</dt>
                <dd>{display(entry.overall_sentiment)}</dd>
              </div>
              <div>
                <dt>{t('report.positivePoints')}</dt>
                <dd>
                  <TextList items={entry.positive_points} />
                </dd>
              </div>
              <div>
                <dt>{t('report.negativePoints')}</dt>
                <dd>
                  <TextList items={entry.negative_points} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
