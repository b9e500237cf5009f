// The kind of thing an entry is: the things offered in place of one another ("did you mean …?", a
// lone item's partner) are of one kind. Each category holds one kind of thing (a robot vacuum and an
// espresso machine are in categories of their own), so an entry's kind is its category.
import type { CatalogueEntry } from '../types';

/** The entry's kind: its category. */
export function kindOf(entry: CatalogueEntry): string {
  return entry.category;
}
