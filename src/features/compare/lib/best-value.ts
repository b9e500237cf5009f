// "Best value" per row of the specialized features table, marked only where one value is
// clearly best: all known values are numbers in the same unit (or all yes/no), and exactly one
// item holds the best of them. Anything ambiguous gets no marker rather than a wrong one.

// Rows where a smaller number is better (price, weight, time, …), in English and Turkish.
const LOWER_IS_BETTER = /price|cost|fee|weight|latency|delay|time|thickness|noise|consumption|fiyat|ücret|ağırlık|gecikme|süre|kalınlık|gürültü|tüketim/i;
const YES = /^(yes|var|evet|✓|true)$/i;
const NO = /^(no|yok|hayır|✗|false)$/i;
const NUMBER = /^[^\d-]*?(-?\d+(?:[.,]\d+)?)\s*(.*)$/;

export type CellValue = string | null | undefined;

function parseNumber(value: string): { number: number; unit: string } | null {
  const match = NUMBER.exec(value.trim().replace(/(\d)[ ,](?=\d{3}\b)/g, '$1'));
  if (!match) return null;
  const number = Number(match[1].replace(',', '.'));
  return Number.isFinite(number) ? { number, unit: match[2].trim().toLowerCase() } : null;
}

/** Index of the clearly best value in `values`, or -1. */
export function bestValueIndex(featureName: string, values: CellValue[]): number {
  const known = values.map((value, index) => ({ value: value?.trim() ?? '', index })).filter((entry) => entry.value !== '');
  if (known.length < 2) return -1;

  if (known.every((entry) => YES.test(entry.value) || NO.test(entry.value))) {
    const yes = known.filter((entry) => YES.test(entry.value));
    return yes.length === 1 ? yes[0].index : -1;
  }

  const parsed = known.map((entry) => ({ ...entry, parsed: parseNumber(entry.value) }));
  if (parsed.some((entry) => entry.parsed === null)) return -1;
  const units = new Set(parsed.map((entry) => entry.parsed?.unit));
  if (units.size !== 1) return -1;
  const lower = LOWER_IS_BETTER.test(featureName);
  const numbers = parsed.map((entry) => entry.parsed?.number ?? 0);
  const best = lower ? Math.min(...numbers) : Math.max(...numbers);
  const winners = parsed.filter((entry) => entry.parsed?.number === best);
  return winners.length === 1 ? winners[0].index : -1;
}

/** A row differs when its known values are not all the same (case and spacing ignored). */
export function rowDiffers(values: CellValue[]): boolean {
  const normalised = new Set(values.map((value) => (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr')));
  return normalised.size > 1;
}
