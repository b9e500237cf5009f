// Value for money is read against a typical price each category declares once, not against the
// catalogue's current contents: adding an entry to a category moves no other item's scores.
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueEntry, CategoryId } from '../types';

type Scores = Record<string, { pricing: number; overall: number }>;

/** Every catalogue item's value for money and overall score, from fresh modules after `change`. */
async function scoresAfter(change: (catalogue: CatalogueEntry[]) => void): Promise<Scores> {
  vi.resetModules();
  const { CATALOGUE } = await import('../catalogue');
  const before = [...CATALOGUE];
  change(CATALOGUE as CatalogueEntry[]);
  const { profileOf } = await import('./profile');
  return Object.fromEntries(
    before.map((entry) => {
      const p = profileOf(entry);
      return [entry.id, { pricing: p.scores.pricing, overall: p.overall }];
    }),
  );
}

/** A made-up entry priced far from the category's typical price, so a computed mean would move. */
const fake = (category: CategoryId, model: 'one_off' | 'monthly', amount: number): CatalogueEntry => ({
  id: `fake-${category}`,
  name: `Fake ${category}`,
  category,
  brand: 'Fake',
  year: 2025,
  price: { model, amount },
  rating: 4,
  scores: [8, 8, 8, 8],
  specs: {},
  pro: { en: 'A pro', tr: 'Bir artı', about: ['design'] },
  con: { en: 'A con', tr: 'Bir eksi', about: ['design'] },
});

describe('value for money yardstick', () => {
  it('does not move when entries are added to a category', async () => {
    const baseline = await scoresAfter(() => {});
    const added = await scoresAfter((catalogue) => {
      catalogue.push(fake('phone', 'one_off', 200_000), fake('video_streaming', 'monthly', 20));
      catalogue.push(fake('running_shoes', 'one_off', 2_500), fake('car', 'one_off', 8_000_000));
    });
    expect(added).toEqual(baseline);
  });

  it('is declared by every category whose items carry a price, for each price model they use', async () => {
    vi.resetModules();
    const { CATALOGUE } = await import('../catalogue');
    const { CATEGORIES } = await import('../categories');
    const missing = CATALOGUE.filter(
      (e) =>
        (e.price.model === 'one_off' || e.price.model === 'monthly') &&
        !CATEGORIES[e.category].typical?.[e.price.model],
    ).map((e) => `${e.category}|${e.price.model} (${e.name})`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
