import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package, PackageName } from '@/api/generated/model';
import { levelRank } from '@/config/levels';
import { packagePrice } from '@/lib/package-display';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/hooks/use-error-text';
import { interfaceLanguage } from '@/lib/format';

interface ConfirmPackageDialogProps {
  target: Package;
  current: PackageName;
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
            {t('upgrade.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('upgrade.confirmText', { from, to, price })}</p>
      <p>{t('upgrade.usageCarriesOver', { to })}</p>
      {downgrade ? <Alert tone="warning">{t('upgrade.downgradeWarning', { from, to })}</Alert> : null}
      {slowNotice}
      {error ? (
        <Alert tone="error">{t('upgrade.failure', { message: errorText(error, t('myPackage.unknownError')) })}</Alert>
      ) : null}
    </Dialog>
  );
}
