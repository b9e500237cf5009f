// How old a report's fact may be before the report page says it may have changed.
// VITE_FACT_MAX_AGE_MONTHS (a build setting, default 12). It is judged in the browser, against
// the reader's today, because a report stays readable for months after it was written: the same
// report turns stale while it sits in someone's history or behind a share link, with nothing
// rewritten on the server. An operator whose facts age faster (prices in a high-inflation year)
// builds with a smaller number.
const DEFAULT_MONTHS = 12;

export function factMaxAgeMonths(value: string | undefined): number {
  const months = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(months) && months > 0 ? months : DEFAULT_MONTHS;
}

export const FACT_MAX_AGE_MONTHS = factMaxAgeMonths(import.meta.env.VITE_FACT_MAX_AGE_MONTHS);
