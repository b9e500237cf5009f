import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/api/generated/model';
import { packagePrice } from '@/lib/package-display';
import { interfaceLanguage } from '@/lib/format';

/**
 * A package's monthly price: "Free" for 0, "Price not available" when missing, otherwise
 * "<amount> / month" in the locale's format. The amount itself never breaks (Intl puts a
 * no-break space between currency and number), so a narrow column wraps only before "/ month".
 */
export function PackagePrice({ pkg, className }: { pkg: Pick<Package, 'price' | 'currency'>; className?: string }) {
  const { t, i18n } = useTranslation('packages');
  const price = packagePrice(pkg, interfaceLanguage(i18n));
  const text =
    price.kind === 'free'
      ? t('card.free')
      : price.kind === 'unavailable'
        ? t('card.priceNotAvailable')
        : t('card.perMonth', { price: price.amount });
  return (
    <p
      className={['package-price', price.kind === 'unavailable' ? 'package-price--unavailable' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      {text}
    </p>
  );
}
