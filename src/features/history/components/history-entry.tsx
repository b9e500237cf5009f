import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ComparisonSummary } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';

export function HistoryEntry({ entry }: { entry: ComparisonSummary }) {
  const { t, i18n } = useTranslation('history');
  const when = formatDateTime(entry.createdAt, i18n.language);
  return (
    <article className="history-entry">
      <h2 className="history-entry__title">
        <Link to={paths.app.comparison.href(entry.id)}>{entry.query}</Link>
      </h2>
      <p className="history-entry__meta">
        <time dateTime={entry.createdAt}>{when}</time>
        <span className="history-entry__badge">{entry.isDetailed ? t('detailed') : t('summary')}</span>
        <span className="history-entry__items">{entry.items.join(' · ')}</span>
      </p>
      {entry.summary ? <p className="history-entry__summary">{entry.summary}</p> : null}
    </article>
  );
}
