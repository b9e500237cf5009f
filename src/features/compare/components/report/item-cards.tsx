import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparisonItem, UserFeedbackSummary } from '@shared/api/generated/model';
import { STAGGER_MS, useStagger } from '@/features/compare/hooks/use-stagger';
import { sentimentFor } from '@/features/compare/lib/report-model';
import { formatCount } from '@/lib/format';
import { TextList, useDisplay, useScore } from './report-value';
import { SectionFold } from './report-fold';
import { QuotedSources, SourceMark } from './report-sources';

/** 1 column for 1 item, 2 for 2, 3 for 3, 4 for 4 or more. */
export function itemGridColumns(count: number): number {
  return Math.min(4, Math.max(1, count));
}

interface ItemCardsProps {
  items: ComparisonItem[];
  /** User feedback: its overall sentiment per item is shown on the item's card. */
  feedback?: UserFeedbackSummary[];
  isUnidentified: (name: string) => boolean;
}

export const ItemCards = memo(function ItemCards({ items, feedback, isUnidentified }: ItemCardsProps) {
  const { t, i18n } = useTranslation('compare');
  const display = useDisplay();
  const score = useScore();
  const stagger = useStagger(STAGGER_MS.item);
  return (
    <section className="report-section" aria-labelledby="report-items">
      <h3 id="report-items" tabIndex={-1}>
        {t('report.items')}
      </h3>
      <SectionFold headingId="report-items" title={t('report.items')}>
        <ul
          className="report-grid report-grid--items"
          data-testid="items-grid"
          style={{ '--columns': itemGridColumns(items.length) } as React.CSSProperties}
        >
          {items.map((item, index) => {
            const animation = stagger(index);
            const unidentified = isUnidentified(item.name);
            const sentiment = sentimentFor(feedback, item.name);
            return (
              <li
                key={`${index}-${item.name}`}
                className={`report-card ${animation.className}${unidentified ? ' is-unidentified' : ''}`}
                style={animation.style}
              >
                <h4 className="report-card__title">{display(item.name)}</h4>
                {unidentified ? (
                  // No invented figures for an item the writer could not identify.
                  <p className="report-card__unidentified">{t('report.notIdentified')}</p>
                ) : (
                  <>
                    <dl className="report-facts">
                      {/* A rating and its vote count only as a source gives them: none is shown as unknown. */}
                      {typeof item.user_rating === 'number' ? (
                        <div>
                          <dt>{t('report.rating')}</dt>
                          <dd className="report-facts__number">
                            {score(item.user_rating, 5)}
                            <SourceMark sourceRef={item.user_rating_source_ref} />
                          </dd>
                        </div>
                      ) : null}
                      {typeof item.user_vote_count === 'number' ? (
                        <div>
                          <dt>{t('report.voteCount')}</dt>
                          <dd className="report-facts__number">
                            {formatCount(item.user_vote_count, i18n.language)}
                            <SourceMark sourceRef={item.user_rating_source_ref} />
                          </dd>
                        </div>
                      ) : null}
                      {sentiment ? (
                        <div>
                          <dt>{t('report.overallSentiment')}</dt>
                          <dd>{sentiment}</dd>
                        </div>
                      ) : null}
                    </dl>
                    <div className="report-card__pros">
                      <h5>{t('report.pros')}</h5>
                      <TextList items={item.pros} />
                    </div>
                    <div className="report-card__cons">
                      <h5>{t('report.cons')}</h5>
                      <TextList items={item.cons} />
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <QuotedSources section="items" />
      </SectionFold>
    </section>
  );
});
