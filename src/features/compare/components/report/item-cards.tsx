import { useTranslation } from 'react-i18next';
import type { ComparisonItem } from '@/api/generated/model';
import { STAGGER_MS, useStagger } from '@/features/compare/hooks/use-stagger';
import { formatScore, TextList, useDisplay } from './report-value';

/** SPEC §2: 1 column for 1 item, 2 for 2, 3 for 3, 4 for 4 or more. */
export function itemGridColumns(count: number): number {
  return Math.min(4, Math.max(1, count));
}

export function ItemCards({ items }: { items: ComparisonItem[] }) {
  const { t, i18n } = useTranslation('compare');
  const display = useDisplay();
  const stagger = useStagger(STAGGER_MS.item);
  return (
    <section className="report-section" aria-labelledby="report-items">
      <h3 id="report-items">{t('report.items')}</h3>
      <ul className="report-grid report-grid--items" data-testid="items-grid" style={{ '--columns': itemGridColumns(items.length) } as React.CSSProperties}>
        {items.map((item, index) => {
          const animation = stagger(index);
          return (
            <li key={`${index}-${item.name}`} className={`report-card ${animation.className}`} style={animation.style}>
              <h4 className="report-card__title">{display(item.name)}</h4>
              <dl className="report-facts">
                <div>
                  <dt>{t('report.rating')}</dt>
                  <dd>{formatScore(item.user_rating, 5, display(undefined), i18n.language)}</dd>
                </div>
                <div>
                  <dt>{t('report.voteCount')}</dt>
                  <dd>{typeof item.user_vote_count === 'number' ? new Intl.NumberFormat(i18n.language).format(item.user_vote_count) : display(undefined)}</dd>
                </div>
              </dl>
              <div className="report-card__pros">
                <h5>{t('report.pros')}</h5>
                <TextList items={item.pros} />
              </div>
              <div className="report-card__cons">
                <h5>{t('report.cons')}</h5>
                <TextList items={item.cons} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
