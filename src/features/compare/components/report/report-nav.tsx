import { memo, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SeriesLegend } from './scores-chart';
import { useReportFold } from './report-fold';

/** Sticky while the reader scrolls the report: the item names in their chart colours, with overall scores. */
export const ItemBar = memo(function ItemBar({
  names,
  scores,
  sources,
}: {
  names: string[];
  scores?: (number | undefined)[];
  /** Each score's source (its mark, as wherever else the item's scores are quoted). */
  sources?: (string | undefined)[];
}) {
  const { t } = useTranslation('compare');
  return (
    <div className="report-itembar" role="group" aria-label={t('report.itemBar')}>
      <SeriesLegend names={names} scores={scores} sources={sources} className="report-itembar__list" />
    </div>
  );
});

export interface IndexEntry {
  /** The id of the section's heading. */
  id: string;
  label: string;
}

/**
 * Chips that jump to a section: scroll its heading into view and move focus there. In the compact
 * mode (a phone) the index stays in view, opens the section it jumps to, and can open or fold
 * every section at once.
 */
export const SectionIndex = memo(function SectionIndex({ entries }: { entries: IndexEntry[] }) {
  const { t } = useTranslation('compare');
  const fold = useReportFold();
  const allOpen = fold.compact && entries.every((entry) => fold.isOpen(entry.id));
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    // The permalink stays as it is: no hash in the address.
    event.preventDefault();
    // A folded section opens first, so the jump lands on its whole height.
    if (fold.compact && !fold.isOpen(id)) flushSync(() => fold.reveal(id));
    // An instant jump, aligned again on the next frame: the sections passed over are laid out
    // lazily (content-visibility), so their real heights are only known once they are near.
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
    requestAnimationFrame(() => target.scrollIntoView({ behavior: 'instant', block: 'start' }));
    target.focus({ preventScroll: true });
  };
  if (entries.length < 2) return null;
  return (
    <nav className="report-index report-no-print" aria-label={t('report.sectionIndex')}>
      <ul>
        {fold.compact ? (
          <li className="report-index__all">
            <button
              type="button"
              className="report-index__all-button"
              onClick={() =>
                fold.setAll(
                  entries.map((entry) => entry.id),
                  !allOpen,
                )
              }
            >
              {allOpen ? t('report.foldHideAll') : t('report.foldShowAll')}
            </button>
          </li>
        ) : null}
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => jump(event, entry.id)}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
