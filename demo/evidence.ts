// What the catalogue knows about the items a model is asked to compare, as evidence it writes
// from: the brand, the year, the typical price in Türkiye and the category's spec rows, with the
// date the catalogue describes. A model's report then names these facts as the catalogue's; every
// other figure in it is the model's own estimate.
import type { Language, ReportEvidence } from '@/api/generated/model';
import { CATEGORIES } from './categories';
import { CATALOGUE_AS_OF, identify } from './catalogue';
import { priceText } from './report/format';
import { L, inLang } from './types';

const LABELS = {
  brand: L('Brand', 'Marka'),
  year: L('Year', 'Yıl'),
  price: L('Typical price in Türkiye', "Türkiye'de tipik fiyat"),
};

/** The catalogue's facts for each asked item it knows (in the asked order); unknown items are left out. */
export function catalogueEvidence(items: readonly string[], language: Language): ReportEvidence[] {
  return items.flatMap((item) => {
    const found = identify(item);
    if (found.kind !== 'known') return [];
    const { entry } = found;
    const price = priceText(entry, language);
    const facts = [
      { label: inLang(LABELS.brand, language), value: entry.brand },
      // Year 0: no launch year (a brand's configuration of a large appliance).
      ...(entry.year > 0 ? [{ label: inLang(LABELS.year, language), value: String(entry.year) }] : []),
      ...(price ? [{ label: inLang(LABELS.price, language), value: price }] : []),
      ...CATEGORIES[entry.category].rows.flatMap(([key, label]) => {
        const value = entry.specs[key];
        return value === undefined ? [] : [{ label: inLang(label, language), value: inLang(value, language) }];
      }),
    ];
    return [{ item, as_of: CATALOGUE_AS_OF, facts: facts.slice(0, 20) }];
  });
}
