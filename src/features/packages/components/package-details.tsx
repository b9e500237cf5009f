import { useTranslation } from 'react-i18next';
import type { Count, MyPackage } from '@shared/api/generated/model';
import { formatDate, formatLimit, interfaceLanguage } from '@/lib/format';
import { localizedDescription, packagePrice } from '@/lib/package-display';

/** The loaded My Package state: name, description, fee, end date and what is left. */
export function PackageDetails({ details }: { details: MyPackage }) {
  const { t, i18n } = useTranslation('packages');
  const language = interfaceLanguage(i18n);
  const { package: pkg } = details;
  const count = (value: Count) => formatLimit(value, language, t('card.unlimited'));
  const price = packagePrice(pkg, language);
  const rows: [string, string][] = [
    [t('myPackage.current'), t(`names.${pkg.name}`)],
    [t('myPackage.description'), localizedDescription(pkg.description, language)],
    [
      t('myPackage.monthlyFee'),
      price.kind === 'amount' ? price.amount : price.kind === 'free' ? t('card.free') : t('card.priceNotAvailable'),
    ],
    [t('myPackage.endDate'), details.end_date ? formatDate(details.end_date, language) : t('myPackage.noEndDate')],
    [t('myPackage.remainingCompares'), count(details.remaining_compares)],
    [t('myPackage.remainingMessages'), count(details.remaining_messages)],
    [t('myPackage.remainingConversations'), count(details.remaining_conversations)],
  ];
  return (
    <dl className="package-details card">
      {rows.map(([term, value]) => (
        <div className="package-details__row" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
