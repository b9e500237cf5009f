// Usage is counted per calendar month (UTC): the services count in it and the seed fills it.

/** The month usage is counted in, e.g. "2026-11" (UTC). */
export const periodOf = (date = new Date()): string => date.toISOString().slice(0, 7);

/** When the month after `date`'s (UTC) begins: a package's allowance starts again then. */
export const startOfNextPeriod = (date = new Date()): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
