import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { PackageAccess } from '@/hooks/use-package-access';
import { isPackageFlag, type PackageOffer } from '@/lib/package-display';
import { PACKAGE_LEVELS } from '@/config/levels';
import './locked-offer-note.css';

/**
 * What a locked gate says: which package includes the offer (read from the catalogue, so it
 * follows the packages' own lists) and a link to the packages page.
 */
export function LockedOfferNote({
  offer,
  access,
  id,
}: {
  offer: PackageOffer;
  access: Extract<PackageAccess, { state: 'locked' }>;
  id?: string;
}) {
  const { t } = useTranslation('packages');
  const name = isPackageFlag(offer) ? t(`table.rows.${offer}`) : t(`features.${offer}`);
  const last = access.from === PACKAGE_LEVELS[PACKAGE_LEVELS.length - 1];
  const text = access.from
    ? t(last ? 'locked.onlyIn' : 'locked.fromPackage', { feature: name, package: t(`names.${access.from}`) })
    : t('locked.notIncluded', { feature: name });
  return (
    <p className="locked-offer" id={id}>
      <LockIcon /> {text} <Link to={paths.app.packageUpgrade.href()}>{t('locked.seePackages')}</Link>
    </p>
  );
}
