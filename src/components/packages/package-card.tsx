import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Count, Package } from '@shared/api/generated/model';
import { formatLimit, interfaceLanguage } from '@/lib/format';
import { localizedDescription, PACKAGE_LIMITATIONS } from '@/lib/package-display';
import { PackagePrice } from './package-price';
import './package-card.css';

interface PackageCardProps {
  pkg: Package;
  highlighted?: boolean;
  /** Shows the "Current package" tag. */
  current?: boolean;
  /** The card's call to action (a link to /login on the landing page, buy/select in the app). */
  action: ReactNode;
  /** Extra content under the features. */
  children?: ReactNode;
}

/** One package: name, description, monthly price, compare limit, features. */
export function PackageCard({ pkg, highlighted = false, current = false, action, children }: PackageCardProps) {
  const { t, i18n } = useTranslation('packages');
  const language = interfaceLanguage(i18n);
  const count = (value: Count) => formatLimit(value, language, t('card.unlimited'));
  const titleId = `package-${pkg.id}-title`;
  return (
    <article className={`package-card${highlighted ? ' package-card--highlighted' : ''}`} aria-labelledby={titleId}>
      {highlighted ? <p className="package-card__ribbon">{t('card.popular')}</p> : null}
      {current ? <p className="package-card__current">{t('card.current')}</p> : null}
      <h3 id={titleId} className="package-card__name">
        {t(`names.${pkg.name}`)}
      </h3>
      <p className="package-card__description">{localizedDescription(pkg.description, language)}</p>
      <PackagePrice pkg={pkg} className="package-card__price" />
      <p className="package-card__limit">{t('card.compareLimit', { limit: count(pkg.compare_limit) })}</p>
      <h4 className="package-card__features-title">{t('card.features')}</h4>
      <ul className="package-card__features">
        {pkg.features.map((feature) => (
          // Limits ("summary response only") are listed plainly; what the package includes gets a check.
          <li key={feature} className={PACKAGE_LIMITATIONS.includes(feature) ? 'is-limit' : 'is-included'}>
            {t(`features.${feature}`)}
          </li>
        ))}
      </ul>
      {children}
      <div className="package-card__action">{action}</div>
    </article>
  );
}
