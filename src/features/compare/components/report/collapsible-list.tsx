import { memo, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFold } from './report-fold';

/** A list longer than 3 entries collapses to 96px and expands to 500px. */
export const COLLAPSE_THRESHOLD = 3;
export const COLLAPSED_HEIGHT = 96;
export const EXPANDED_HEIGHT = 500;

export const CollapsibleList = memo(function CollapsibleList({
  title,
  entries,
  headingId,
  footer,
}: {
  title: string;
  entries: string[];
  headingId: string;
  /** Shown under the list (the sources its entries quote). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation('compare');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = entries.length > COLLAPSE_THRESHOLD;
  return (
    <section className="report-section report-collapsible" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {title}
      </h3>
      <SectionFold headingId={headingId} title={title}>
        <div
          id={listId}
          className={`report-collapsible__body${collapsible ? (expanded ? ' is-expanded' : ' is-collapsed') : ''}`}
          style={collapsible ? { maxHeight: expanded ? EXPANDED_HEIGHT : COLLAPSED_HEIGHT } : undefined}
          // A scrolling region must be reachable by keyboard (it scrolls once expanded).
          tabIndex={collapsible && expanded ? 0 : undefined}
          role={collapsible && expanded ? 'group' : undefined}
          aria-label={collapsible && expanded ? title : undefined}
        >
          <ul className="report-list">
            {entries.map((entry, index) => (
              <li key={`${index}-${entry}`}>{entry}</li>
            ))}
          </ul>
        </div>
        {collapsible ? (
          <button
            type="button"
            className="btn btn--ghost report-collapsible__toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('report.showLess') : t('report.showMore')}
          </button>
        ) : null}
        {footer}
      </SectionFold>
    </section>
  );
});
