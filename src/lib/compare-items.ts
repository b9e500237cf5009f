// Splits a compare query ("iPhone 15 vs Galaxy S24", "Netflix, Disney+ ve HBO") into item names.
// Shared by the compare form (to warn before submitting) and the server (to enforce the
// two-item rule), so both sides always agree on what counts as an item.

// Separators are whole words surrounded by whitespace, so "Xbox Series X" or "Vodafone" never
// split on an inner "or"/"ve". `[iİ]le` because /i does not fold the Turkish dotted capital İ.
const SEPARATOR = /\s*,\s*|\s+(?:vs\.?|and|ve|[iİ]le|or|veya)\s+/giu;

/**
 * Case-folds for matching item names typed in either language: Turkish and English disagree on
 * I/ı and İ/i, so all four fold to "i" ("IPHONE", "iPhone" and "İphone" are the same item).
 */
export function foldCase(text: string): string {
  // NFC first: a dotted capital I typed as I + U+0307 becomes İ, and folds like it.
  return text.normalize('NFC').replace(/[İIı]/g, 'i').toLowerCase();
}

export function splitComparisonItems(query: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of query.split(SEPARATOR)) {
    const name = part.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    // Dedupe case-insensitively: "iPhone vs iphone" is one item, not a comparison.
    const key = foldCase(name);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(name);
  }
  return items;
}
