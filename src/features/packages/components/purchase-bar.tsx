import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Package, PackageName } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { packagePrice } from '@/lib/package-display';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { interfaceLanguage } from '@/lib/format';

interface PurchaseBarProps {
  selected: Package | undefined;
  /** The package just bought: the bar shows the success instead. */
  changedTo: PackageName | null;
  onBuy: () => void;
}

/**
 * Sticks under the app header, above the plan header: what is selected and "Buy now", or, after
 * a purchase, the success message, which takes focus so that it is announced and seen right where
 * the user was (not at the top of a scrolled-away page).
 */
export function PurchaseBar({ selected, changedTo, onBuy }: PurchaseBarProps) {
  const { t, i18n } = useTranslation('packages');
  const language = interfaceLanguage(i18n);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Runs after the confirmation dialog has unmounted and handed focus back to "Buy now".
    if (changedTo) successRef.current?.focus();
  }, [changedTo]);

  if (changedTo) {
    return (
      <div className="purchase-bar purchase-bar--success" role="status" tabIndex={-1} ref={successRef}>
        <p className="purchase-bar__text">
          <CheckIcon size={20} />
          {t('upgrade.success', { name: t(`names.${changedTo}`) })}
        </p>
        <Link to={paths.app.package.href()} className="btn btn--secondary purchase-bar__action">
          {t('upgrade.backToMyPackage')}
        </Link>
      </div>
    );
  }

  const price = selected ? packagePrice(selected, language) : null;
  const priceText =
    price?.kind === 'amount'
      ? t('card.perMonth', { price: price.amount })
      : price?.kind === 'free'
        ? t('card.free')
        : t('card.priceNotAvailable');
  return (
    <div className="purchase-bar">
      <p className="purchase-bar__text">
        {selected
          ? price?.kind === 'free'
            ? t('upgrade.selectedFree', { name: t(`names.${selected.name}`) })
            : t('upgrade.selectedSummary', { name: t(`names.${selected.name}`), price: priceText })
          : t('upgrade.chooseOne')}
      </p>
      <Button className="purchase-bar__action" disabled={!selected} onClick={onBuy}>
        {/* A free package is not bought: its button says what it does. */}
        {selected && price?.kind === 'free'
          ? t('upgrade.switchTo', { name: t(`names.${selected.name}`) })
          : t('upgrade.buyNow')}
      </Button>
    </div>
  );
}
