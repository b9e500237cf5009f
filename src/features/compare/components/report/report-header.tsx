import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryUnderstanding } from '@shared/api/generated/model';
import { UnderstoodLine } from './understood-line';

/**
 * The report's heading, its items line and what was understood of the query, with the header's actions. Shown at once for a report
 * still queued or being written, and above an ended one's notice, so the page starts the same way.
 */
export const ReportHeader = forwardRef<
  HTMLHeadingElement,
  { itemsLine: string; understood?: QueryUnderstanding; actions?: ReactNode }
>(function ReportHeader({ itemsLine, understood, actions }, headingRef) {
  const { t } = useTranslation('compare');
  return (
    <header className="report__header">
      <div>
        <h2
          id="report-title"
          ref={headingRef}
          tabIndex={-1}
          // Focus lands here after a run: bring the report's top (notices, verdict) into view with it.
          onFocus={(event) => event.currentTarget.closest('article')?.scrollIntoView?.({ block: 'start' })}
        >
          {t('report.title')}
        </h2>
        <p className="report__items-line">{itemsLine}</p>
        <UnderstoodLine understood={understood} />
      </div>
      {actions ? <div className="report__actions">{actions}</div> : null}
    </header>
  );
});
