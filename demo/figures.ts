// Figures inside text: a number with the unit that says what it measures ("5000 mAh", "6,1″",
// "45.000 TL", "TRY 45,000", "120 Hz"). A model's sentence is checked against the catalogue figure
// by figure, and the assistant reads the difference between two, so both are read the same way
// here: Turkish and English number forms alike.

export interface Figure {
  /** The figure as written, number and unit. */
  text: string;
  /** Where it starts in the text. */
  index: number;
  value: number;
  /** The unit, one spelling per measure (TL, TRY and ₺ are all TRY). */
  unit: string;
}

/** Each spelling a writer uses, and the one unit it stands for. */
const UNITS: [RegExp, string][] = [
  [/^(?:try|tl|₺|lira)$/i, 'TRY'],
  [/^mah$/i, 'mAh'],
  [/^wh$/i, 'Wh'],
  [/^ghz$/i, 'GHz'],
  [/^hz$/i, 'Hz'],
  [/^tb$/i, 'TB'],
  [/^gb$/i, 'GB'],
  [/^mp$/i, 'MP'],
  [/^(?:mbps|mbit\/s)$/i, 'Mbps'],
  [/^w$/i, 'W'],
  [/^kg$/i, 'kg'],
  [/^g$/i, 'g'],
  [/^mm$/i, 'mm'],
  [/^(?:inch|inches|″|")$/i, 'in'],
  [/^(?:nits?)$/i, 'nit'],
  [/^(?:h|hours?|hrs?|saat\p{L}*)$/iu, 'h'],
  [/^(?:days?|gün\p{L}*)$/iu, 'day'],
  [/^(?:l|litre|liter|lt)$/i, 'L'],
  [/^(?:pa)$/i, 'Pa'],
  [/^(?:db)$/i, 'dB'],
];

const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const UNIT = String.raw`mAh|Wh|GHz|Hz|TB|GB|MP|Mbps|mbit\/s|kg|g|mm|inches|inch|″|"|nits?|hours?|hrs?|h|saat(?:e|te|ten|tir|lik)?|days?|gün(?:e|de|den|dür|lük)?|litre|liter|lt|L|Pa|dB|W|TRY|TL|₺|lira`;
// A unit after the number ("45.000 TL", "6,1″"), or a currency before it ("₺45.000", "TRY 45,000").
const FIGURE = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?:(?<pre>₺|TRY|TL)\s?(?<n1>${NUMBER})|(?<n2>${NUMBER})\s?(?<post>${UNIT}))(?![\p{L}\d])`,
  'giu',
);

/** "45.000" and "45,000" are forty-five thousand; "6,1" and "6.1" six point one. */
export function readNumber(text: string): number {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  const lastSeparator = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (lastSeparator < 0) return Number(text);
  const whole = text.slice(0, lastSeparator).replace(/[.,]/g, '');
  return Number(`${whole}.${text.slice(lastSeparator + 1)}`);
}

const unitOf = (spelling: string): string | undefined => UNITS.find(([pattern]) => pattern.test(spelling))?.[1];

/** Every figure in `text`, in order. */
export function figuresIn(text: string): Figure[] {
  const found: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const groups = match.groups ?? {};
    const unit = unitOf(groups.pre ?? groups.post ?? '');
    const number = groups.n1 ?? groups.n2;
    // "5G" is a network, not five grams.
    if (!unit || number === undefined || groups.post === 'G') continue;
    found.push({ text: match[0], index: match.index, value: readNumber(number), unit });
  }
  return found;
}

/** Larger units of one measure, in the smaller one: two figures compare however they were written. */
const BASE: Record<string, [string, number]> = { day: ['h', 24], kg: ['g', 1000], TB: ['GB', 1000] };

/** The figure in its measure's base unit: "13 days" is 312 h. */
export function inBase(figure: Pick<Figure, 'value' | 'unit'>): { value: number; unit: string } {
  const [unit, factor] = BASE[figure.unit] ?? [figure.unit, 1];
  return { value: figure.value * factor, unit };
}

/** Prices are typical prices, rounded: within 2% is the same price; any other measure must match. */
export function sameFigure(a: Pick<Figure, 'value' | 'unit'>, b: Pick<Figure, 'value' | 'unit'>): boolean {
  if (a.unit !== b.unit) return false;
  const tolerance = a.unit === 'TRY' ? 0.02 : 0.005;
  return Math.abs(a.value - b.value) <= tolerance * Math.max(Math.abs(a.value), Math.abs(b.value));
}
