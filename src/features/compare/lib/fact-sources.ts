// A report's sources as the page shows them: numbered in the order the report lists them (the
// number each figure's mark shows), each marked estimate or stale once, here.
import type { FactSource } from '@shared/api/generated/model';

export interface ShownSource {
  source: FactSource;
  /** Its number on the page: the figure's mark and the Sources list agree on it. */
  number: number;
  estimate: boolean;
  /** Older than the allowed age on the reader's day: it may have changed since. */
  stale: boolean;
}

/** True when the fact's date lies more than `months` calendar months before `today`. */
export function isStale(asOf: string, today: Date, months: number): boolean {
  const date = new Date(`${asOf.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return false;
  const limit = new Date(date);
  limit.setUTCMonth(limit.getUTCMonth() + months);
  return today.getTime() > limit.getTime();
}

export function shownSources(
  sources: readonly FactSource[] | undefined,
  today: Date,
  maxAgeMonths: number,
): Map<string, ShownSource> {
  return new Map(
    (sources ?? []).map((source, index) => [
      source.id,
      {
        source,
        number: index + 1,
        estimate: source.kind === 'estimate',
        stale: isStale(source.as_of, today, maxAgeMonths),
      },
    ]),
  );
}
