import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The server does not report progress, so the stages follow the elapsed time: they tell the
// user that work is going on, not how far it is.
const STAGES = [
  { from: 0, key: 'reading' },
  { from: 3, key: 'gathering' },
  { from: 10, key: 'writing' },
  { from: 45, key: 'long' },
] as const;

export function CompareProgress({ startedAt, onCancel }: { startedAt: number; onCancel: () => void }) {
  const { t } = useTranslation('compare');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  const stage = [...STAGES].reverse().find((candidate) => seconds >= candidate.from) ?? STAGES[0];
  return (
    <div className="compare-progress" aria-live="polite">
      {/* No aria-valuenow: an indeterminate progress bar. */}
      <div className="compare-progress__bar" role="progressbar" aria-label={t('progress.label')}>
        <span />
      </div>
      <p className="compare-progress__stage">{t(`progress.stages.${stage.key}`)}</p>
      <p className="compare-progress__elapsed">{t('progress.elapsed', { seconds })}</p>
      <Button variant="secondary" onClick={onCancel}>
        {t('progress.cancel')}
      </Button>
    </div>
  );
}
