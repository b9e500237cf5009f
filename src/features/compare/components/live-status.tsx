import { useTranslation } from 'react-i18next';
import type { Comparison } from '@shared/api/generated/model';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/hooks/use-error-text';
import { useCancelReport } from '../hooks/use-cancel-comparison';
import { useIdleSeconds } from '../hooks/use-idle-seconds';
import { activitySignature, progressCount } from '../lib/report-progress';
import './live-status.css';

/** Past this long without anything new from the writer, the page says it may have stalled. */
export const STALL_AFTER_SECONDS = 20;

/** The one progress line of a queued or writing report, in words. */
function useProgressLine(comparison: Comparison): { line: string; fraction: number } {
  const { t } = useTranslation('compare');
  const progress = comparison.progress ?? { done: [], pending: [] };
  if (comparison.status === 'queued') {
    const position = progress.queuePosition;
    const line =
      position === undefined
        ? t('report.live.queuedUnknown')
        : position <= 1
          ? t('report.live.queuedNext')
          : t('report.live.queued', { count: position - 1 });
    return { line, fraction: 0 };
  }
  const { current, total } = progressCount(progress);
  const section = progress.pending[0];
  const line = section
    ? t('report.live.writing', { section: t(`report.live.sections.${section}`), current, total })
    : t('report.live.finishing');
  return { line, fraction: total > 0 ? progress.done.length / total : 0 };
}

/**
 * Above a report being written: where it is (a short polite status, announced when it changes,
 * not every section's text), a bar, the one Cancel, and, when nothing has arrived from the writer
 * for a while, a plain warning that it may have stalled.
 */
export function LiveStatus({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation('compare');
  const errorText = useErrorText();
  const { cancel, cancelling, error } = useCancelReport(comparison.id);
  const { line, fraction } = useProgressLine(comparison);
  const idle = useIdleSeconds(activitySignature(comparison), comparison.status === 'writing');
  const stalled = idle >= STALL_AFTER_SECONDS;
  return (
    <div
      className={`live-status report-no-print${stalled ? ' live-status--stalled' : ''}`}
      role="group"
      aria-label={t('report.live.label')}
    >
      <div className="live-status__main">
        <p className="live-status__line" role="status">
          {line}
          {/* Announced once when it appears; the visible count below changes every second and is not. */}
          {stalled ? <span className="visually-hidden"> {t('report.live.stalledAnnounce')}</span> : null}
        </p>
        <Button variant="secondary" onClick={cancel} loading={cancelling} loadingText={t('report.live.cancelling')}>
          {t('report.live.cancel')}
        </Button>
      </div>
      <div className="live-status__bar" aria-hidden="true">
        <span style={{ width: `${Math.round(fraction * 100)}%` }} />
      </div>
      {stalled ? <p className="live-status__stall">{t('report.live.stalled', { count: idle })}</p> : null}
      {error ? (
        <p className="live-status__error" role="alert">
          {errorText(error, t('report.live.cancelError'))}
        </p>
      ) : null}
    </div>
  );
}
