import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A section still to come while the report is written: its heading and a calm skeleton, in the
 * place the section will take. Kept short (about the height of a short section) so the page does
 * not jump much when the real one replaces it. The progress line above the report is the one
 * live region; this block is not announced.
 */
export const PendingSection = memo(function PendingSection({
  name,
  title,
  writing,
}: {
  /** The section's name in the contract (ReportSectionName). */
  name: string;
  title: string;
  /** The section being written right now (the others are still to come). */
  writing: boolean;
}) {
  const { t } = useTranslation('compare');
  const headingId = `report-pending-${name}`;
  return (
    <section
      className={`report-section report-pending${writing ? ' report-pending--writing' : ''}`}
      aria-labelledby={headingId}
      aria-busy="true"
      data-testid={`pending-${name}`}
    >
      <div className="report-section__head">
        <h3 id={headingId}>{title}</h3>
        <span className="report-pending__state">
          {writing ? t('report.live.beingWritten') : t('report.live.toCome')}
        </span>
      </div>
      <div className="report-pending__lines" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </section>
  );
});
