import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPackages } from '@/api/generated/query/packages/packages';
import type { PackageName } from '@shared/api/generated/model';
import { levelOf } from '@/config/levels';
import { sortPackages } from '@/lib/package-display';
import { CheckIcon, MinusIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useStoredUser } from '@/hooks/use-session';
import { ConfirmPackageDialog } from './components/confirm-package-dialog';
import { PlanTable } from './components/plan-table';
import { PurchaseBar } from './components/purchase-bar';
import { useChangePackageEverywhere } from './hooks/use-change-package';
import './packages.css';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useAbortableRequest, useSlowMutation } from '@/hooks/use-slow-pending';
import { QueryState } from '@/components/query-state';

/**
 * The packages page: a plan comparison (current tag, what each plan includes, locked-feature
 * tooltips), select → buy now → confirmation → a success message where the user is looking.
 */
export function Component() {
  const { t } = useTranslation('packages');
  useDocumentTitle('pageTitle.upgrade');
  const current = levelOf(useStoredUser()?.package_name);
  const packages = useListPackages();
  const { request, abort } = useAbortableRequest();
  const change = useChangePackageEverywhere(request);
  const [selected, setSelected] = useState<PackageName | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [changedTo, setChangedTo] = useState<PackageName | null>(null);

  const sorted = packages.data ? sortPackages(packages.data) : [];
  const selectedPackage = sorted.find((pkg) => pkg.name === selected);

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
      <p className="upgrade-page__intro">{t('upgrade.intro')}</p>
      <QueryState query={packages} page error={t('upgrade.loadError')} />
      {sorted.length > 0 ? (
        <>
          <PurchaseBar selected={selectedPackage} changedTo={changedTo} onBuy={() => setConfirming(true)} />
          <PlanTable
            packages={sorted}
            current={current}
            selected={selected}
            onSelect={(name) => {
              setChangedTo(null);
              setSelected(name);
            }}
          />
          <p className="plan-legend">
            <span>
              <CheckIcon className="plan-table__yes" /> {t('table.legendIncluded')}
            </span>
            <span>
              <MinusIcon className="plan-table__no" /> {t('table.legendNotIncluded')}
            </span>
          </p>
        </>
      ) : null}
      {confirming && selectedPackage ? (
        <ConfirmPackageDialog
          target={selectedPackage}
          current={current}
          currentPackage={sorted.find((pkg) => pkg.name === current)}
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
