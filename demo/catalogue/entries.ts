// The in-memory shapes the demo engine reads (categories, families' words, catalogue entries),
// built from the validated data files.
import type { Category, Criterion, Family, FamilyText } from '../categories';
import type { CatalogueEntry, CategoryId, Claim, PriceModel, Scores, SourcedFact, Value } from '../types';
import type { CatalogueData } from './files';
import { CRITERION_NAMES, scoreAttribute, type CategoryData, type FamilyData, type ItemData } from './schema';

/** The market whose prices the demo engine quotes. */
export const HOME_MARKET = 'TR';

const criteriaOf = <T>(read: (c: Criterion) => T): Record<Criterion, T> =>
  Object.fromEntries(CRITERION_NAMES.map((c) => [c, read(c)])) as Record<Criterion, T>;

export const toFamilyText = (family: FamilyData): FamilyText => ({
  criteria: criteriaOf((c) => family.criteria[c]),
  useCase: criteriaOf((c) => family.use_case[c]),
  year: family.year,
  founded: family.founded ?? false,
});

export const toCategory = (c: CategoryData): Category => ({
  id: c.id as CategoryId,
  family: c.family as Family,
  one: c.one,
  many: c.many,
  physical: c.physical,
  rows: c.attributes.map((a) => [a.key, a.label] as const),
  ...(c.band ? { band: c.band } : {}),
  ...(c.typical ? { typical: c.typical } : {}),
  ...(c.energy ? { energy: c.energy } : {}),
  ...(c.efficiency ? { efficiency: c.efficiency } : {}),
  ...(c.security ? { security: c.security } : {}),
  ...(c.price_notes ? { priceNotes: c.price_notes } : {}),
  example: c.example,
  pattern: new RegExp(c.pattern, 'i'),
});

/** The schema requires at least one `about`, as the type does. */
const toClaim = ({ en, tr, about }: ItemData['pro']): Claim => ({ en, tr, about: about as unknown as Claim['about'] });

export function toEntry(category: CategoryId, item: ItemData): CatalogueEntry {
  const fact = (attribute: string) => item.facts.find((f) => f.attribute === attribute);
  const number = (attribute: string): number => {
    const value = fact(attribute)?.value;
    return typeof value === 'number' ? value : 0;
  };
  const price = item.facts.find((f) => f.kind === 'price' && f.market === HOME_MARKET);
  const specs: Record<string, Value> = {};
  const rows = new Set(['year', 'price', 'rating', ...CRITERION_NAMES.map(scoreAttribute)]);
  for (const f of item.facts)
    if (f.kind !== 'price' && !rows.has(f.attribute))
      specs[f.attribute] = typeof f.value === 'number' ? String(f.value) : f.value;
  return {
    id: item.id,
    name: item.name,
    ...(item.name_tr ? { nameTr: item.name_tr } : {}),
    category,
    brand: item.brand,
    aliases: item.aliases,
    year: number('year'),
    price:
      price?.kind === 'price'
        ? { model: price.model as PriceModel, ...(price.value !== undefined ? { amount: price.value } : {}) }
        : { model: 'varies' },
    rating: number('rating'),
    scores: CRITERION_NAMES.map((c) => number(scoreAttribute(c))) as unknown as Scores,
    specs,
    ...(item.official === false ? { official: false } : {}),
    ...(item.unstated ? { unstated: item.unstated } : {}),
    ...(item.physical ? { physical: item.physical } : {}),
    pro: toClaim(item.pro),
    con: toClaim(item.con),
    ...sourcedOf(item),
  };
}

/** The item's facts that name a page, by attribute (the home market's price as "price"). */
function sourcedOf(item: ItemData): Pick<CatalogueEntry, 'sourced'> {
  const sourced: Record<string, SourcedFact> = {};
  for (const f of item.facts) {
    if (typeof f.source !== 'object' || (f.kind === 'price' && f.market !== HOME_MARKET)) continue;
    sourced[f.attribute] = { kind: f.kind, as_of: f.as_of, url: f.source.url, title: f.source.title };
  }
  return Object.keys(sourced).length ? { sourced } : {};
}

export const toEntries = (data: CatalogueData): CatalogueEntry[] =>
  data.categories.flatMap(({ category, items }) => items.map((item) => toEntry(category.id as CategoryId, item)));
