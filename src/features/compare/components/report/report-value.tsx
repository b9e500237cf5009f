import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatScore } from '@/lib/format';

/** A missing value reads "unknown", never 0 or blank; a number goes through the one formatter. */
export function useDisplay() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useCallback(
    (value: string | number | null | undefined): string => {
      if (value === null || value === undefined) return t('unknown');
      if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value, language) : t('unknown');
      return value.trim() === '' ? t('unknown') : value;
    },
    [t, language],
  );
}

/** A list of texts, or "unknown" when it is missing or empty. */
export function TextList({ items, className }: { items: readonly string[] | undefined | null; className?: string }) {
  const display = useDisplay();
  const present = (items ?? []).filter((item) => typeof item === 'string' && item.trim() !== '');
  if (present.length === 0) return <span className="report-unknown">{display(undefined)}</span>;
  return (
    <ul className={className ?? 'report-list'}>
      {present.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** A score out of `max` with one decimal in the interface language, or "unknown". */
export function useScore() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useCallback(
    (value: number | null | undefined, max = 10) => formatScore(value, max, language, t('unknown')),
    [t, language],
  );
}
