import { useTranslation } from 'react-i18next';
import type { PackageFeature } from '@/api/generated/model';
import { LockIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';

/** Features other packages have and this one does not, each with the "locked" tooltip. */
export function LockedFeatures({ features }: { features: PackageFeature[] }) {
  const { t } = useTranslation('packages');
  if (features.length === 0) return null;
  return (
    <div className="package-locked">
      <h4 className="package-locked__title">{t('upgrade.lockedTitle')}</h4>
      <ul className="package-locked__list">
        {features.map((feature) => (
          <li key={feature}>
            <Tooltip content={t('upgrade.locked')}>
              <LockIcon />
              <span>{t(`features.${feature}`)}</span>
            </Tooltip>
          </li>
        ))}
      </ul>
    </div>
  );
}
