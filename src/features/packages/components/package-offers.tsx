import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Package, PackageFeature } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { isPackageFlag, PACKAGE_FLAGS, PACKAGE_LIMITATIONS, type PackageOffer } from '@/lib/package-display';
import { CheckIcon } from '@/components/ui/icons';

/** What a package sells: its offers but the limitations. */
type SoldOffer = Exclude<PackageOffer, 'basic_comparisons_only' | 'summary_response_only' | 'ad_supported'>;
type LinkedOffer =
  | 'selectable_features'
  | 'summary_and_detailed_response'
  | 'deep_sentiment_analysis'
  | 'graphical_representation'
  | 'pdf_csv_export'
  | 'priority_support'
  | 'custom_enterprise_solutions';
/** Where each offer a package can list is found in the app (one link per offer, where it has one). */
const FOUND_AT: Partial<Record<PackageOffer, string>> & Record<LinkedOffer, string> = {
  selectable_features: paths.app.compare.href(),
  summary_and_detailed_response: paths.app.compare.href(),
  deep_sentiment_analysis: paths.app.compare.href(),
  graphical_representation: paths.app.compareHistory.href(),
  pdf_csv_export: paths.app.compareHistory.href(),
  priority_support: paths.contact.href(),
  custom_enterprise_solutions: paths.contact.href('enterprise'),
};

/**
 * Every feature and service the package lists, each with where to find it in the app: what a
 * package sells is something its user can find. The limitations ("summary response
 * only") are not offers.
 */
export function PackageOffers({ pkg }: { pkg: Package }) {
  const { t } = useTranslation('packages');
  const offers: SoldOffer[] = [
    ...pkg.features.filter(
      (feature): feature is Extract<SoldOffer, PackageFeature> => !PACKAGE_LIMITATIONS.includes(feature),
    ),
    ...PACKAGE_FLAGS.filter((flag) => pkg[flag]),
  ];
  if (offers.length === 0) return null;
  return (
    <section className="package-offers card" aria-labelledby="package-offers-title">
      <h2 id="package-offers-title">{t('offers.title')}</h2>
      <ul>
        {offers.map((offer) => {
          const to = FOUND_AT[offer];
          return (
            <li key={offer}>
              <CheckIcon aria-hidden="true" />
              <div>
                <strong>{isPackageFlag(offer) ? t(`table.rows.${offer}`) : t(`features.${offer}`)}</strong>
                <p>
                  {t(`offers.where.${offer}`)}{' '}
                  {to ? <Link to={to}>{t(`offers.go.${offer as LinkedOffer}`)}</Link> : null}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
