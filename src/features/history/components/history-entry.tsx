import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ComparisonSummary } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

export interface HistoryEntryActions {
  onRunAgain: (entry: ComparisonSummary) => void;
  onDelete: (entry: ComparisonSummary) => void;
}

/**
 * One history row: the title opens the report (a report still queued or being written opens live
 * on its permalink, and says so instead of a summary); run it again or delete it; shared ones say so.
 */
export function HistoryEntry({ entry, onRunAgain, onDelete }: { entry: ComparisonSummary } & HistoryEntryActions) {
  const { t, i18n } = useTranslation('history');
  const when = formatDateTime(entry.createdAt, i18n.language);
  const writing = entry.status === 'queued' || entry.status === 'writing';
  return (
    <article className="history-entry">
      <div className="history-entry__head">
        <h2 className="history-entry__title">
          <Link to={paths.app.comparison.href(entry.id)}>{entry.query}</Link>
        </h2>
        <div className="history-entry__actions" role="group" aria-label={t('actions.label', { query: entry.query })}>
          <Button
            variant="secondary"
            aria-label={t('actions.runAgainLabel', { query: entry.query })}
            onClick={() => onRunAgain(entry)}
          >
            {t('actions.runAgain')}
          </Button>
          <Button
            variant="ghost"
            className="history-entry__delete"
            aria-label={t('actions.deleteLabel', { query: entry.query })}
            onClick={() => onDelete(entry)}
          >
            {t('actions.delete')}
          </Button>
        </div>
      </div>
      <p className="history-entry__meta">
        <time dateTime={entry.createdAt}>{when}</time>
        <span className="history-entry__badge">{entry.isDetailed ? t('detailed') : t('summary')}</span>
        {writing ? (
          <span className="history-entry__writing" title={t('writingTitle')}>
            {t('writing')}
          </span>
        ) : null}
        {entry.shareId ? (
          <span className="history-entry__shared" title={t('actions.sharedTitle')}>
            {t('actions.shared')}
          </span>
        ) : null}
        <span className="history-entry__items">{entry.items.join(' · ')}</span>
      </p>
      {entry.summary && !writing ? <p className="history-entry__summary">{entry.summary}</p> : null}
    </article>
  );
}
