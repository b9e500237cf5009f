import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Count, Package, PackageName } from '@shared/api/generated/model';
import { levelRank } from '@/config/levels';
import { packagePrice } from '@/lib/package-display';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/hooks/use-error-text';
import { formatLimit, interfaceLanguage } from '@/lib/format';

interface ConfirmPackageDialogProps {
  target: Package;
  current: PackageName;
  /** The current package's details (what a downgrade takes away), when the list holds it. */
  currentPackage?: Package;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  /** "Taking longer than usual" while the change is pending (see SlowNotice). */
  slowNotice?: ReactNode;
}

/** The confirmation step before a package change; a downgrade carries a warning. */
export function ConfirmPackageDialog({
  target,
  current,
  currentPackage,
  pending,
  error,
  onConfirm,
  onClose,
  slowNotice,
}: ConfirmPackageDialogProps) {
  const { t, i18n } = useTranslation('packages');
  const errorText = useErrorText();
  const language = interfaceLanguage(i18n);
  const from = t(`names.${current}`);
  const to = t(`names.${target.name}`);
  const display = packagePrice(target, language);
  const price =
    display.kind === 'amount'
      ? t('card.perMonth', { price: display.amount })
      : display.kind === 'free'
        ? t('card.free')
        : t('card.priceNotAvailable');
  const downgrade = levelRank(target.name) < levelRank(current);
  const free = display.kind === 'free';
  // What a downgrade takes away: the current package's features the target lacks, and its limit.
  const lost = downgrade
    ? (currentPackage?.features ?? []).filter((feature) => !target.features.includes(feature))
    : [];
  const limit = (value: Count) => formatLimit(value, language, t('card.unlimited'));
  const limitChanges =
    downgrade && currentPackage !== undefined && currentPackage.compare_limit !== target.compare_limit;
  return (
    <Dialog
      title={t('upgrade.confirmTitle', { name: to })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('upgrade.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending} loadingText={t('upgrade.confirming')}>
            {/* Nothing is bought by moving down, least of all to a free package. */}
            {downgrade || free ? t('upgrade.confirmChange') : t('upgrade.confirm')}
          </Button>
        </>
      }
    >
      <p>{free ? t('upgrade.confirmTextFree', { from, to }) : t('upgrade.confirmText', { from, to, price })}</p>
      <p>{t('upgrade.usageCarriesOver', { to })}</p>
      {downgrade ? (
        <Alert tone="warning">
          <p>{t('upgrade.downgradeWarning', { from, to })}</p>
          {lost.length > 0 ? (
            <ul className="confirm-package__lost">
              {lost.map((feature) => (
                <li key={feature}>{t(`features.${feature}`)}</li>
              ))}
            </ul>
          ) : null}
          {limitChanges ? (
            <p>
              {t('upgrade.downgradeLimit', {
                from: limit(currentPackage.compare_limit),
                to: limit(target.compare_limit),
              })}
            </p>
          ) : null}
        </Alert>
      ) : null}
      {slowNotice}
      {error ? (
        <Alert tone="error">{t('upgrade.failure', { message: errorText(error, t('myPackage.unknownError')) })}</Alert>
      ) : null}
    </Dialog>
  );
}
