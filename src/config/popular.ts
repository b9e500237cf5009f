/** The popular comparisons list holds 9 entries and every screen shows 6 at first. */
export const POPULAR_SHOWN = 6;
export const POPULAR_MAX = 9;
