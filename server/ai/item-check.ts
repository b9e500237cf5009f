// Whether a model wrote about the items it was asked about. Checked on the report's `items` section
// the moment it is complete, so an answer about other products is cut short and asked for again
// instead of being streamed to the user to the end.
import { foldCase } from '@/lib/compare-items';

/** Folded and with runs of whitespace made one space: "  İPHONE  15 " and "iphone 15" compare equal. */
function fold(name: string): string {
  return foldCase(name).replace(/\s+/g, ' ').trim();
}

/** The name of one written entry: an `{ name }` object as the schema asks, or a bare string. */
function nameOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && 'name' in entry && typeof entry.name === 'string') return entry.name;
  return undefined;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * `shorter` occurs in `longer` as whole words: "Apple iPhone 15" and "iPhone 15, 128 GB" hold
 * "iPhone 15"; "iPhone 150" does not (a letter or digit right beside the match is another word).
 */
function containsWhole(longer: string, shorter: string): boolean {
  for (let at = longer.indexOf(shorter); at !== -1; at = longer.indexOf(shorter, at + 1)) {
    const before = longer[at - 1] ?? ' ';
    const after = longer[at + shorter.length] ?? ' ';
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}

/**
 * True when `written` (the report's `items` value as the model wrote it) names the `asked` items:
 * as many entries, and position by position the same name after case folding (Turkish İ/ı
 * included), or one name containing the other whole (a model adds the brand: "Apple iPhone 15").
 */
export function sameItems(asked: readonly string[], written: unknown): boolean {
  if (!Array.isArray(written) || written.length !== asked.length) return false;
  return asked.every((name, index) => {
    const writtenName = nameOf(written[index]);
    if (writtenName === undefined) return false;
    const a = fold(name);
    const b = fold(writtenName);
    if (!a || !b) return false;
    return a === b || containsWhole(a, b) || containsWhole(b, a);
  });
}
