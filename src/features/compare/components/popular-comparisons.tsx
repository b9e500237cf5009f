import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPopularComparisons } from '@/api/generated/query/comparisons/comparisons';
import type { PopularComparison } from '@shared/api/generated/model';
import { QueryState } from '@/components/query-state';
import { countOptions } from '@/lib/format';
import { POPULAR_MAX, POPULAR_SHOWN } from '@/config/popular';

interface PopularComparisonsProps {
  onChoose: (query: string) => void;
  onRun: (query: string) => void;
  disabled: boolean;
  /** Out of the way under a report: folded behind its heading until the reader opens it. */
  collapsible?: boolean;
}

export function PopularComparisons({ onChoose, onRun, disabled, collapsible = false }: PopularComparisonsProps) {
  const { t } = useTranslation('compare');
  const [open, setOpen] = useState(!collapsible);
  const bodyId = useId();
  return (
    <section className={`popular card${collapsible ? ' popular--collapsible' : ''}`} aria-labelledby="popular-title">
      <h2 id="popular-title">
        {collapsible ? (
          <button
            type="button"
            className="popular__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            {t('popular.title')}
          </button>
        ) : (
          t('popular.title')
        )}
      </h2>
      <div id={bodyId} hidden={!open}>
        {open ? <PopularList onChoose={onChoose} onRun={onRun} disabled={disabled} /> : null}
      </div>
    </section>
  );
}

function PopularList({ onChoose, onRun, disabled }: Omit<PopularComparisonsProps, 'collapsible'>) {
  const { t, i18n } = useTranslation('compare');
  const [expanded, setExpanded] = useState(false);
  const popular = useListPopularComparisons({ query: { staleTime: 5 * 60_000 } });
  const entries: PopularComparison[] = (popular.data ?? []).slice(0, POPULAR_MAX);
  const shown = expanded ? entries : entries.slice(0, POPULAR_SHOWN);
  return (
    <>
      <QueryState query={popular} loadingLabel={t('popular.loading')} error={t('popular.error')} />
      {shown.length > 0 ? (
        <ul className="popular__list" id="popular-list">
          {shown.map((entry) => (
            <li key={entry.id} className="popular__item">
              <button type="button" className="popular__choose" onClick={() => onChoose(entry.query)}>
                <span className="popular__query">{entry.query}</span>
                <span className="popular__votes">{t('popular.votes', countOptions(entry.votes, i18n.language))}</span>
              </button>
              <button
                type="button"
                className="btn btn--secondary popular__run"
                aria-label={t('popular.runLabel', { query: entry.query })}
                disabled={disabled}
                onClick={() => onRun(entry.query)}
              >
                {t('popular.run')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {entries.length > POPULAR_SHOWN ? (
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={expanded}
          aria-controls="popular-list"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('popular.showLess') : t('popular.showMore')}
        </button>
      ) : null}
    </>
  );
}
