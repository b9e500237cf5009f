import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useListPackages } from '@/api/generated/query/packages/packages';
import { paths } from '@/config/paths';
import { PackageCard } from '@/components/packages/package-card';
import { HIGHLIGHTED_PACKAGE, sortPackages } from '@/lib/package-display';
import { QueryState } from '@/components/query-state';

/** The Packages section: loading, error (with retry) or loaded. */
export function PackagesSection() {
  const { t } = useTranslation('landing');
  const { t: tPackages } = useTranslation('packages');
  const packages = useListPackages();
  return (
    <section
      id="packages"
      className="landing-section landing-section--alt"
      aria-labelledby="packages-title"
      aria-busy={packages.isFetching || undefined}
    >
      <div className="container">
        <h2 id="packages-title">{t('packages.title')}</h2>
        <p className="landing-section__intro">{t('packages.intro')}</p>
        <QueryState
          query={packages}
          loadingClassName="landing-packages__loading"
          error={(describe) => (
            <>
              <p className="landing-packages__error-title">{t('packages.errorTitle')}</p>
              <p>{t('packages.errorDetail', { message: describe(t('packages.unknownError')) })}</p>
            </>
          )}
          empty={packages.data?.length === 0 ? <p>{t('packages.empty')}</p> : null}
        />
        {packages.isSuccess && packages.data.length > 0 ? (
          <div className="landing-packages">
            {sortPackages(packages.data).map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                highlighted={pkg.name === HIGHLIGHTED_PACKAGE}
                action={
                  <Link
                    to={paths.login.href()}
                    aria-describedby={`package-${pkg.id}-title`}
                    className={`btn ${pkg.name === HIGHLIGHTED_PACKAGE ? 'btn--primary' : 'btn--secondary'} package-card__select`}
                  >
                    {tPackages('card.select')}
                  </Link>
                }
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
