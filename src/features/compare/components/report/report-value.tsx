import { useTranslation } from 'react-i18next';

/** A missing value reads "unknown", never 0 or blank. */
export function useDisplay() {
  const { t } = useTranslation('common');
  return (value: string | number | null | undefined): string => {
    if (value === null || value === undefined) return t('unknown');
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : t('unknown');
    return value.trim() === '' ? t('unknown') : value;
  };
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

/** A score out of `max`, rounded for display, or "unknown". */
export function formatScore(value: number | null | undefined, max: number, unknown: string, locale = 'en'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return unknown;
  const clamped = Math.min(max, Math.max(0, value));
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(clamped)} / ${max}`;
}
