import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useListPackages } from '@/api/generated/query/packages/packages';
import type { Count, Package, PackageFeature, PackageName } from '@/api/generated/model';
import { levelOf } from '@/config/levels';
import { paths } from '@/config/paths';
import { formatNumber, formatPrice, isUnlimited } from '@/lib/format';
import { HIGHLIGHTED_PACKAGE, sortPackages } from '@/lib/package-display';
import { PackageCard } from '@/components/packages/package-card';
import { Alert } from '@/components/ui/alert';
import { ErrorWithRetry } from '@/components/ui/error-with-retry';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useStoredUser } from '@/hooks/use-session';
import { ConfirmPackageDialog } from './components/confirm-package-dialog';
import { LockedFeatures } from './components/locked-features';
import { useChangePackageEverywhere } from './hooks/use-change-package';
import './packages.css';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useAbortableRequest, useSlowMutation } from '@/hooks/use-slow-pending';

// These keys describe a package's limits, not something a higher package would unlock.
const LIMITATIONS: readonly PackageFeature[] = ['basic_comparisons_only', 'summary_response_only', 'ad_supported'];

/** SPEC §2 packages page: select, buy now (after a confirmation), current tag, active and locked features. */
export function Component() {
  const { t, i18n } = useTranslation('packages');
  useDocumentTitle('pageTitle.upgrade');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const current = levelOf(useStoredUser()?.package_name);
  const packages = useListPackages();
  const { request, abort } = useAbortableRequest();
  const change = useChangePackageEverywhere(request);
  const [selected, setSelected] = useState<PackageName | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [changedTo, setChangedTo] = useState<PackageName | null>(null);

  const sorted = packages.data ? sortPackages(packages.data) : [];
  const upgradeFeatures = [...new Set(sorted.flatMap((pkg) => pkg.features))].filter((feature) => !LIMITATIONS.includes(feature));
  const selectedPackage = sorted.find((pkg) => pkg.name === selected);
  const count = (value: Count) => (isUnlimited(value) ? t('card.unlimited') : formatNumber(value, language));
  const priceOf = (pkg: Package) =>
    pkg.price === undefined || pkg.price === null ? t('card.priceNotAvailable') : t('card.perMonth', { price: formatPrice(pkg.price, pkg.currency, language) });

  const closeDialog = () => {
    setConfirming(false);
    change.reset();
  };
  const confirm = () => {
    if (!selectedPackage) return;
    change.mutate(
      { data: { package_name: selectedPackage.name } },
      {
        onSuccess: (result) => {
          setChangedTo(result.package.name);
          setSelected(null);
          setConfirming(false);
        },
      },
    );
  };

  const wait = useSlowMutation(change, abort, confirm);

  return (
    <div className="container upgrade-page">
      <h1>{t('upgrade.title')}</h1>
      <p>{t('upgrade.intro')}</p>
      {changedTo ? (
        <Alert tone="success" action={<Link to={paths.app.package.href()}>{t('upgrade.backToMyPackage')}</Link>}>
          {t('upgrade.success', { name: t(`names.${changedTo}`) })}
        </Alert>
      ) : null}
      {packages.isPending ? <PageSpinner /> : null}
      {packages.isError ? (
        <ErrorWithRetry onRetry={() => void packages.refetch()}>
          {t('upgrade.loadError')}
        </ErrorWithRetry>
      ) : null}
      {sorted.length > 0 ? (
        <>
          <div className="upgrade-grid">
            {sorted.map((pkg) => {
              const isCurrent = pkg.name === current;
              const isSelected = pkg.name === selected;
              const name = t(`names.${pkg.name}`);
              return (
                <div key={pkg.id} className={isSelected ? 'package-card--selected' : undefined}>
                  <PackageCard
                    pkg={pkg}
                    current={isCurrent}
                    highlighted={pkg.name === HIGHLIGHTED_PACKAGE}
                    action={
                      <Button
                        variant={isSelected ? 'primary' : 'secondary'}
                        aria-pressed={isSelected}
                        disabled={isCurrent}
                        onClick={() => {
                          setChangedTo(null);
                          setSelected(isSelected ? null : pkg.name);
                        }}
                      >
                        {isCurrent ? t('card.current') : isSelected ? t('upgrade.selected') : t('upgrade.select')}
                        {/* The package name makes "Select" unique for screen-reader users. */}
                        <span className="visually-hidden">: {name}</span>
                      </Button>
                    }
                  >
                    <ul className="package-limits">
                      <li>{t('card.messageLimit', { limit: count(pkg.message_limit) })}</li>
                      <li>{t('card.conversationLimit', { limit: count(pkg.conversation_limit) })}</li>
                    </ul>
                    <LockedFeatures features={upgradeFeatures.filter((feature) => !pkg.features.includes(feature))} />
                  </PackageCard>
                </div>
              );
            })}
          </div>
          <div className="upgrade-summary">
            <p>{selectedPackage ? t('upgrade.selectedSummary', { name: t(`names.${selectedPackage.name}`), price: priceOf(selectedPackage) }) : t('upgrade.chooseOne')}</p>
            <Button disabled={!selectedPackage} onClick={() => setConfirming(true)}>
              {t('upgrade.buyNow')}
            </Button>
          </div>
        </>
      ) : null}
      {confirming && selectedPackage ? (
        <ConfirmPackageDialog
          target={selectedPackage}
          current={current}
          pending={change.isPending}
          error={change.error}
          onConfirm={confirm}
          onClose={closeDialog}
          slowNotice={wait.slow ? <SlowNotice onRetry={wait.retry} onCancel={wait.cancel} /> : null}
        />
      ) : null}
    </div>
  );
}
