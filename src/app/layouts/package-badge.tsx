import { useTranslation } from 'react-i18next';
import type { PackageName } from '@shared/api/generated/model';

/** Level_4 shows an upper-case badge (Turkish casing in Turkish); other levels "Package: X". */
export function PackageBadge({ level }: { level: PackageName }) {
  const { t, i18n } = useTranslation('app');
  const label = t(`packageNames.${level}`);
  if (level === 'Level_4') {
    return (
      <span className="package-badge package-badge--premium">
        {label.toLocaleUpperCase(i18n.language === 'tr' ? 'tr' : 'en')}
      </span>
    );
  }
  return <span className="package-badge">{t('header.package', { name: label })}</span>;
}
