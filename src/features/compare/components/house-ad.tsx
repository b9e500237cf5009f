import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePackageAccess } from '@/hooks/use-package-access';
import './house-ad.css';

/**
 * A package that lists `ad_supported` (Free) is what the others' `ad_free` is measured against:
 * its Compare page carries one notice for the paid packages, marked as an ad. Our own, with no
 * third-party script or tracking (the CSP allows none).
 */
export function HouseAd() {
  const { t } = useTranslation('compare');
  const { t: tp } = useTranslation('packages');
  const access = usePackageAccess('ad_supported');
  // The first package without ads, from the catalogue's own lists.
  const adFree = usePackageAccess('ad_free');
  if (access.state !== 'allowed') return null;
  const from = adFree.state === 'locked' ? adFree.from : undefined;
  return (
    <aside className="house-ad report-no-print" aria-label={t('ad.label')}>
      <span className="house-ad__tag">{t('ad.tag')}</span>
      <p>
        {from ? t('ad.text', { package: tp(`names.${from}`) }) : t('ad.textAny')}{' '}
        <Link to={paths.app.packageUpgrade.href()}>{t('ad.link')}</Link>
      </p>
    </aside>
  );
}
