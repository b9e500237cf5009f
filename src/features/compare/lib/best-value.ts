// "Best value" per row of the specialized features table, marked only where one value is
// clearly best: all known values are numbers of the same kind (or all yes/no), the kind says
// which direction is better, and exactly one item holds the best of them. Anything ambiguous
// gets no marker rather than a wrong one.
//
// The direction comes from what the values are, never from words in the row's name: a score
// ("8.4 / 10") is better higher even when its row is called "Fiyat/performans"; an amount of
// money ("₺44.999", "$699") is better lower; a unit of capacity is better higher and one of
// weight or latency lower. Plain numbers, durations and watts can go either way (battery hours
// vs. setup minutes, charging vs. consumption): no marker.

const YES = /^(yes|var|evet|✓|true)$/i;
const NO = /^(no|yok|hayır|✗|false)$/i;

export type CellValue = string | null | undefined;
export type Direction = 'higher' | 'lower';
type Kind =
  | { kind: 'score'; max: number }
  | { kind: 'money'; currency: string }
  | { kind: 'unit'; unit: string }
  | { kind: 'plain' };

const CURRENCY = /^(₺|\$|€|£|¥|tl|try|usd|eur|gbp|jpy)$/i;
const HIGHER_UNITS = new Set([
  'mah',
  'wh',
  'gb',
  'tb',
  'mb',
  'kb',
  'mp',
  'gbps',
  'mbps',
  'hz',
  'khz',
  'mhz',
  'ghz',
  'nits',
  'nit',
  'fps',
  'core',
  'cores',
  'çekirdek',
  'year',
  'years',
  'yıl',
  '%',
]);
const LOWER_UNITS = new Set(['g', 'kg', 'gr', 'gram', 'grams', 'lb', 'lbs', 'oz', 'ms', 'db', 'dba']);

/**
 * A number as people write it in either language: "44.999" and "44,999" (grouping), "4,5" and
 * "4.5" (decimal), "1.234,56" and "1,234.56". A lone separator followed by exactly three digits
 * after a non-zero integer part is read as grouping.
 */
export function parseLocaleNumber(text: string): number | null {
  const raw = text.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^-?\d[\d.,]*$/.test(raw)) return null;
  const lastDot = raw.lastIndexOf('.');
  const lastComma = raw.lastIndexOf(',');
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    normalised = raw.split(grouping).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = raw.split(separator);
    const grouped = parts.length > 2 || (parts[1].length === 3 && !/^-?0$/.test(parts[0]));
    normalised = grouped ? parts.join('') : parts.join('.');
  } else normalised = raw;
  const number = Number(normalised);
  return Number.isFinite(number) ? number : null;
}

const NUMBER = String.raw`-?\d[\d.,\s\u00a0\u202f]*`;
const SCORE = new RegExp(String.raw`^(${NUMBER})\s*/\s*(\d+)$`);
const PREFIXED = new RegExp(String.raw`^([^\d\s-]{1,3})\s*(${NUMBER})$`);
const SUFFIXED = new RegExp(String.raw`^(${NUMBER})\s*([^\d\s].*)?$`);

/** What a cell's value is: a score out of a maximum, an amount of money, a measure in a unit, a plain number. */
export function readValue(value: string): { number: number; kind: Kind } | null {
  const text = value.trim();
  const score = SCORE.exec(text);
  if (score) {
    const number = parseLocaleNumber(score[1]);
    return number === null ? null : { number, kind: { kind: 'score', max: Number(score[2]) } };
  }
  const prefixed = PREFIXED.exec(text);
  if (prefixed) {
    const number = parseLocaleNumber(prefixed[2]);
    return number !== null && CURRENCY.test(prefixed[1])
      ? { number, kind: { kind: 'money', currency: prefixed[1].toLowerCase() } }
      : null;
  }
  const suffixed = SUFFIXED.exec(text);
  if (!suffixed) return null;
  const number = parseLocaleNumber(suffixed[1].trim());
  if (number === null) return null;
  const unit = (suffixed[2] ?? '').trim().toLocaleLowerCase('tr');
  if (unit === '') return { number, kind: { kind: 'plain' } };
  if (CURRENCY.test(unit)) return { number, kind: { kind: 'money', currency: unit } };
  return { number, kind: { kind: 'unit', unit } };
}

function directionOf(kind: Kind): Direction | null {
  switch (kind.kind) {
    case 'score':
      return 'higher';
    case 'money':
      return 'lower';
    case 'unit':
      return HIGHER_UNITS.has(kind.unit) ? 'higher' : LOWER_UNITS.has(kind.unit) ? 'lower' : null;
    default:
      return null;
  }
}

const sameKind = (a: Kind, b: Kind) => JSON.stringify(a) === JSON.stringify(b);

/** Index of the clearly best value in `values`, or -1. */
export function bestValueIndex(values: CellValue[]): number {
  const known = values
    .map((value, index) => ({ value: value?.trim() ?? '', index }))
    .filter((entry) => entry.value !== '');
  if (known.length < 2) return -1;

  if (known.every((entry) => YES.test(entry.value) || NO.test(entry.value))) {
    const yes = known.filter((entry) => YES.test(entry.value));
    return yes.length === 1 ? yes[0].index : -1;
  }

  const read = known.map((entry) => ({ index: entry.index, read: readValue(entry.value) }));
  const first = read[0].read;
  if (!first || read.some((entry) => entry.read === null || !sameKind(entry.read.kind, first.kind))) return -1;
  const direction = directionOf(first.kind);
  if (!direction) return -1;
  const numbers = read.map((entry) => entry.read?.number ?? 0);
  const best = direction === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  const winners = read.filter((entry) => entry.read?.number === best);
  return winners.length === 1 ? winners[0].index : -1;
}

/** A row differs when its known values are not all the same (case and spacing ignored). */
export function rowDiffers(values: CellValue[]): boolean {
  const normalised = new Set(values.map((value) => (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr')));
  return normalised.size > 1;
}
