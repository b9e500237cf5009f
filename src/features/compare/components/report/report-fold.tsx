import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';

/**
 * The report's compact reading mode: on a phone a long report is read section by
 * section. Every section after the summary is folded to its headline with a Show button
 * (aria-expanded, aria-controls); the section index stays in view (sticky) and opens the section
 * it jumps to. Wider screens, and printing, show everything.
 */
export const COMPACT_QUERY = '(max-width: 640px)';

/** Whether the report is read in its compact mode (a phone's width), as state. */
export function useCompactReport(): boolean {
  return useMediaQuery(COMPACT_QUERY);
}

export interface ReportFold {
  compact: boolean;
  /** Whether the section with this heading id is open (always, outside the compact mode). */
  isOpen: (headingId: string) => boolean;
  toggle: (headingId: string) => void;
  /** Opens a section (the index jumping to it). */
  reveal: (headingId: string) => void;
  /** Opens every one of these sections, or folds them all. */
  setAll: (headingIds: string[], open: boolean) => void;
}

const ALWAYS_OPEN: ReportFold = {
  compact: false,
  isOpen: () => true,
  toggle: () => {},
  reveal: () => {},
  setAll: () => {},
};

const FoldContext = createContext<ReportFold>(ALWAYS_OPEN);

/** The report's fold state: which sections the reader opened (kept while the width changes). */
export function useReportFoldState(compact: boolean): ReportFold {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const reveal = useCallback(
    (id: string) => setOpen((current) => (current.has(id) ? current : new Set(current).add(id))),
    [],
  );
  const setAll = useCallback((ids: string[], value: boolean) => setOpen(value ? new Set(ids) : new Set()), []);
  return useMemo(
    () => (compact ? { compact, isOpen: (id: string) => open.has(id), toggle, reveal, setAll } : ALWAYS_OPEN),
    [compact, open, toggle, reveal, setAll],
  );
}

export function ReportFoldProvider({ value, children }: { value: ReportFold; children: ReactNode }) {
  return <FoldContext.Provider value={value}>{children}</FoldContext.Provider>;
}

export function useReportFold(): ReportFold {
  return useContext(FoldContext);
}

/**
 * A section's body under its heading. In the compact mode: a Show/Hide button (named with the
 * section's title, for screen readers) beside the heading, and the body only when opened.
 */
export function SectionFold({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('compare');
  const fold = useReportFold();
  const bodyId = useId();
  if (!fold.compact) return <>{children}</>;
  const open = fold.isOpen(headingId);
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary report-fold__toggle report-no-print"
        aria-expanded={open}
        aria-controls={bodyId}
        // Its visible word first, then which section (WCAG 2.5.3): "Show: Differences".
        aria-label={`${open ? t('report.foldHide') : t('report.foldShow')}: ${title}`}
        data-fold={headingId}
        onClick={() => fold.toggle(headingId)}
      >
        {open ? t('report.foldHide') : t('report.foldShow')}
      </button>
      <div id={bodyId} className="report-fold__body" hidden={!open}>
        {children}
      </div>
    </>
  );
}
