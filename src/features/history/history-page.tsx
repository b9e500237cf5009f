import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ComparisonSummary } from '@shared/api/generated/model';
import { SlowQueryNotice } from '@/components/ui/slow-notice';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { compareDraftState, requestCompareRun } from '@/lib/compare-draft';
import { DeleteComparisonDialog } from './components/delete-comparison-dialog';
import { HistoryList } from './components/history-list';
import { useComparisonHistory } from './hooks/use-comparison-history';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { useDeleteComparison } from './hooks/use-delete-comparison';
import { useLoadMoreSentinel } from './hooks/use-load-more-sentinel';
import { QueryState } from '@/components/query-state';
import '@/components/ui/field.css';
import './history-page.css';

export const SEARCH_DEBOUNCE_MS = 300;

export function Component() {
  const { t } = useTranslation('history');
  useDocumentTitle('pageTitle.compareHistory');
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const history = useComparisonHistory(search);
  const { entries, hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !history.isFetching;
  const sentinel = useLoadMoreSentinel(canLoadMore, () => void fetchNextPage());
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useDeleteComparison();
  const [deleting, setDeleting] = useState<ComparisonSummary | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  const closeDialog = () => {
    setDeleting(null);
    deletion.reset();
  };
  const confirmDelete = (entry: ComparisonSummary) =>
    deletion.remove(entry, () => {
      setDeleting(null);
      setDeleted(entry.query);
      // The row (and its Delete button) is gone: focus goes to the page heading, the status line says why.
      requestAnimationFrame(() => heading.current?.focus());
    });

  return (
    <div className="history-page">
      <h1 ref={heading} tabIndex={-1}>
        {t('title')}
      </h1>
      <p className="history-page__deleted" role="status">
        {deleted ? t('deleted', { query: deleted }) : ''}
      </p>
      <div className="history-page__search" role="search">
        <label htmlFor={searchId}>{t('search')}</label>
        <input
          id={searchId}
          type="search"
          className="field__input"
          placeholder={t('searchPlaceholder')}
          value={searchText}
          maxLength={100}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>

      <QueryState
        query={history}
        loadingLabel={t('loading')}
        error={t('error')}
        hideError={entries.length > 0}
        empty={
          entries.length === 0 ? (
            <div className="history-page__empty card">
              <p>{search ? t('emptySearch', { search }) : t('empty')}</p>
              {search ? null : <Link to={paths.app.compare.href()}>{t('startComparing')}</Link>}
            </div>
          ) : null
        }
      />
      <SlowQueryNotice query={history} />

      {entries.length > 0 ? (
        <>
          {typeof history.total === 'number' ? (
            <p className="history-page__count">{t('count', { count: history.total })}</p>
          ) : null}
          <HistoryList
            entries={entries}
            total={history.total ?? entries.length}
            onRunAgain={(entry) => {
              // The compare screen runs it on arrival (the same query and options) and lands on
              // the new report as it is written.
              requestCompareRun(entry);
              void navigate(paths.app.compare.href(), { state: compareDraftState(entry) });
            }}
            onDelete={(entry) => {
              setDeleted(null);
              setDeleting(entry);
            }}
          />
        </>
      ) : null}

      {/* The infinite-scroll marker: fully visible + idle + more pages → next page. */}
      <div ref={sentinel} className="history-page__sentinel" aria-hidden="true" />

      {isFetchingNextPage ? (
        <p className="history-page__status" role="status">
          {t('loadingMore')}
        </p>
      ) : null}
      {history.isFetchNextPageError ? <Alert tone="error">{t('error')}</Alert> : null}
      {deleting ? (
        <DeleteComparisonDialog
          entry={deleting}
          deleting={deletion.isPending}
          failed={deletion.isError}
          onConfirm={() => confirmDelete(deleting)}
          onCancel={closeDialog}
        />
      ) : null}
      {hasNextPage ? (
        <div className="history-page__more">
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            loadingText={t('loadingMore')}
            onClick={() => void fetchNextPage()}
          >
            {t('loadMore')}
          </Button>
        </div>
      ) : entries.length > 0 && history.isSuccess ? (
        <p className="history-page__end">{t('end')}</p>
      ) : null}
    </div>
  );
}
