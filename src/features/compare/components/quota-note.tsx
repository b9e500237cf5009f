import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import type { CompareQuota } from '../hooks/use-compare-quota';

/**
 * "3 of 5 comparisons left this month" under the run button; when none are left, the limit and
 * the way to more, before the user submits (the page disables the button and points its
 * aria-describedby here). Polite live region: the count changes after a run.
 */
export function QuotaNote({ quota, id }: { quota: CompareQuota; id: string }) {
  const { t, i18n } = useTranslation('compare');
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (quota.kind === 'hidden') return <p id={id} className="compare-quota" aria-live="polite" hidden />;
  if (quota.kind === 'exhausted') {
    return (
      <p id={id} className="compare-quota compare-quota--exhausted" aria-live="polite">
        {t('quota.exhausted', { limit: formatCount(quota.limit, language) })}{' '}
        <Link to={paths.app.packageUpgrade.href()}>{t('quota.upgrade')}</Link>
      </p>
    );
  }
  return (
    <p id={id} className="compare-quota" aria-live="polite">
      {quota.kind === 'unlimited'
        ? t('quota.unlimited')
        : t('quota.left', {
            remaining: formatCount(quota.remaining, language),
            limit: formatCount(quota.limit, language),
          })}
    </p>
  );
}
