import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { ComparisonSummary } from '@shared/api/generated/model';
import { HistoryEntry, type HistoryEntryActions } from './history-entry';

const ESTIMATED_ROW_HEIGHT = 124;

/**
 * Only the rows on screen (plus a few) are in the DOM, so thousands of entries scroll smoothly.
 * The page itself scrolls (window virtualizer); rows are measured, so long summaries are fine.
 */
export function HistoryList({
  entries,
  total,
  ...actions
}: { entries: ComparisonSummary[]; total: number } & HistoryEntryActions) {
  const { t } = useTranslation('history');
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => entries[index]?.id ?? index,
    // jsdom and the first paint have no layout yet: assume a typical window.
    initialRect: { width: 1024, height: 900 },
  });
  const rows = virtualizer.getVirtualItems();
  return (
    <ul
      ref={listRef}
      className="history-list"
      aria-label={t('listLabel')}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const entry = entries[row.index];
        if (!entry) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="history-list__row"
            // Screen readers learn the true size of a list that is only partly in the DOM.
            aria-setsize={total}
            aria-posinset={row.index + 1}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <HistoryEntry entry={entry} {...actions} />
          </li>
        );
      })}
    </ul>
  );
}
