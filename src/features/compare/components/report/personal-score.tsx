import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PersonalScore } from '@shared/api/generated/model';
import { paths, PRIORITIES_SECTION } from '@/config/paths';
import { formatList, formatScoreValue } from '@/lib/format';
import './personal-score.css';

/**
 * Premium's personal score (computed by the server from the report's criterion scores and the
 * reader's weights): the reader's overall score and place beside the report's own, led by a
 * sentence that says whether their priorities change the ranking. Shown right under the verdict.
 */
export const PersonalScorePanel = memo(function PersonalScorePanel({ personal }: { personal: PersonalScore }) {
  const { t, i18n } = useTranslation('compare');
  const language = i18n.language;
  const criterion = (name: PersonalScore['criteria'][number]) => t(`report.personal.criteria.${name}`);
  const leaders = personal.items.filter((item) => item.rank === 1).map((item) => item.item_name);
  const sentence = personal.leader_differs
    ? leaders.length > 1
      ? t('report.personal.leadersDiffer', { names: formatList(leaders, language) })
      : t('report.personal.leaderDiffers', { name: leaders[0] })
    : personal.ranking_differs
      ? t('report.personal.orderDiffers')
      : t('report.personal.same');
  // Their own ranking, first place first (the report's order among equal places).
  const rows = [...personal.items].sort((a, b) => a.rank - b.rank);
  const missing = personal.items.filter((item) => item.missing.length > 0);

  return (
    <section className="report-personal" aria-labelledby="report-personal" data-testid="personal-score">
      <div className="report-personal__head">
        <h3 id="report-personal">{t('report.personal.title')}</h3>
        <Link to={paths.app.profile.href(PRIORITIES_SECTION)}>{t('report.personal.change')}</Link>
      </div>
      <p className={`report-personal__verdict${personal.leader_differs ? ' is-different' : ''}`}>{sentence}</p>
      <table className="report-personal__table">
        <caption className="visually-hidden">{t('report.personal.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report.personal.item')}</th>
            <th scope="col">{t('report.personal.yours')}</th>
            <th scope="col">{t('report.personal.report')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.item_name}>
              <th scope="row">{item.item_name}</th>
              <td>
                <strong>{formatScoreValue(item.score, language)}</strong>{' '}
                <span className="report-personal__rank">{t('report.personal.rank', { rank: item.rank })}</span>
              </td>
              <td>
                {formatScoreValue(item.report_score, language)}{' '}
                <span className="report-personal__rank">{t('report.personal.rank', { rank: item.report_rank })}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="report-personal__basis">
        {t('report.personal.basis', {
          criteria: formatList(personal.criteria.map(criterion), language),
          count: personal.criteria.length,
        })}
      </p>
      {missing.map((item) => (
        <p className="report-personal__note" key={item.item_name}>
          {t('report.personal.missing', {
            name: item.item_name,
            criteria: formatList(item.missing.map(criterion), language),
          })}
        </p>
      ))}
      {personal.partial ? <p className="report-personal__note">{t('report.personal.partial')}</p> : null}
    </section>
  );
});
