// sameItems decides whether a report is about the items asked: a wrong "yes" streams a report about
// other products to the user, a wrong "no" throws a good report away and pays for a second one.
// suggestionsFor decides what a user is offered to run instead of a query with unknown names.
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias
import { identify, kindOf, parseQuery } from '../../demo/index';
import { sameItems, suggestionsFor } from '../ai/item-check';

const written = (...names: string[]) => names.map((name) => ({ name, pros: null }));

describe('sameItems', () => {
  it('accepts the asked names in order, whatever the case and spacing', () => {
    expect(sameItems(['iPhone 15', 'Galaxy S24'], written('iPhone 15', 'Galaxy S24'))).toBe(true);
    expect(sameItems(['iPhone 15', 'Galaxy S24'], written('  IPHONE  15 ', 'galaxy s24'))).toBe(true);
  });

  it('folds Turkish dotted and dotless i both ways', () => {
    expect(sameItems(['İstanbul Kart', 'Işık Pro'], written('istanbul kart', 'IŞIK PRO'))).toBe(true);
    expect(sameItems(['ıphone 15', 'Galaxy S24'], written('İPHONE 15', 'Galaxy S24'))).toBe(true);
    // Folding is not stripping: ş and ş are one letter, s is another.
    expect(sameItems(['Şok', 'Migros'], written('Sok', 'Migros'))).toBe(false);
  });

  it('accepts a name that holds the asked one whole, either way round', () => {
    expect(sameItems(['iPhone 15', 'Galaxy S24'], written('Apple iPhone 15', 'Samsung Galaxy S24'))).toBe(true);
    expect(sameItems(['Apple iPhone 15', 'Samsung Galaxy S24'], written('iPhone 15', 'Galaxy S24'))).toBe(true);
    expect(sameItems(['iPhone 15', 'Galaxy S24'], written('iPhone 15, 128 GB', 'Galaxy S24 (Türkiye)'))).toBe(true);
  });

  it('refuses a name that only holds part of a word of the asked one', () => {
    expect(sameItems(['iPhone 15', 'Galaxy S24'], written('iPhone 150', 'Galaxy S24'))).toBe(false);
    expect(sameItems(['Pixel 8', 'Galaxy S24'], written('Pixel 8a', 'Galaxy S24'))).toBe(false);
  });

  it('refuses other items, another order, another count', () => {
    expect(sameItems(['Netflix', 'Disney+'], written('iPhone 15', 'Galaxy S24'))).toBe(false);
    expect(sameItems(['Netflix', 'Disney+'], written('Disney+', 'Netflix'))).toBe(false);
    expect(sameItems(['Netflix', 'Disney+'], written('Netflix'))).toBe(false);
    expect(sameItems(['Netflix', 'Disney+'], written('Netflix', 'Disney+', 'HBO Max'))).toBe(false);
  });

  it('refuses what is not a list of named items', () => {
    expect(sameItems(['Netflix', 'Disney+'], null)).toBe(false);
    expect(sameItems(['Netflix', 'Disney+'], 'Netflix, Disney+')).toBe(false);
    expect(sameItems(['Netflix', 'Disney+'], [{ name: 'Netflix' }, { title: 'Disney+' }])).toBe(false);
    expect(sameItems(['Netflix', 'Disney+'], written('Netflix', '   '))).toBe(false);
    // Bare strings are names too: a model that flattens the entries still named the items.
    expect(sameItems(['Netflix', 'Disney+'], ['Netflix', 'Disney+'])).toBe(true);
  });
});

describe('suggestionsFor beside a known item', () => {
  const categoryOf = (name: string) => {
    const found = identify(name);
    return found.kind === 'known' ? found.entry.category : undefined;
  };

  it('offers close names of the known item\'s kind only: "Fibabanka" beside a bank is not a shop', () => {
    const suggestions = suggestionsFor(['Fibabanka', 'Enpara']);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const { items } of suggestions) {
      expect(items).toContain('Enpara.com');
      expect(items.map(categoryOf)).toEqual(['bank', 'bank']);
    }
    expect(suggestions.flatMap(({ items }) => items)).not.toContain('Pazarama');
  });

  it("pairs a lone known item with one of its class, not the category's example pair", () => {
    const [first] = suggestionsFor(['Renault Clio', 'Skoda Fabia']);
    expect(first.items[0]).toBe('Renault Clio');
    expect(categoryOf(first.items[1])).toBe('car');
    // The car example pair is electric (Tesla Model 3 vs BMW i4): neither is a Clio's rival.
    expect(first.items).not.toContain('Tesla Model 3');
    expect(first.items).not.toContain('BMW i4');
  });

  it('keeps the known item of "Samsung Galaxy A55 mi iPhone 12 mi" and pairs it with another phone', () => {
    const [first] = suggestionsFor(['Samsung Galaxy A55', 'iPhone 12']);
    expect(first.items[0]).toBe('Samsung Galaxy A55');
    expect(categoryOf(first.items[1])).toBe('phone');
    expect(first.items).not.toEqual(['iPhone 15', 'Samsung Galaxy S24']);
  });
});

describe('suggestionsFor never crosses kinds nor replaces a known item', () => {
  const kindOfName = (name: string) => {
    const found = identify(name);
    return found.kind === 'known' ? kindOf(found.entry) : undefined;
  };

  /** Every suggestion is a query the writer answers: known names, two or more, all of one kind, read back as typed. */
  function expectAnswerable(suggestions: { query: string; items: string[] }[]) {
    for (const { query, items } of suggestions) {
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(new Set(items.map(kindOfName)).size).toBe(1);
      expect(items.map(kindOfName)).not.toContain(undefined);
      expect(parseQuery(query).items).toEqual(items);
    }
  }

  it('keeps a known item followed by plain words: the Civic is never replaced by a Megane', () => {
    const suggestions = suggestionsFor(['Toyota Corolla hibritt', 'Honda Civic hibrit karşılaştır']);
    expect(suggestions[0].items).toEqual(['Toyota Corolla', 'Honda Civic']);
    expect(suggestions.flatMap(({ items }) => items)).not.toContain('Renault Megane Sedan');
    expectAnswerable(suggestions);
  });

  it('offers an espresso machine beside an espresso machine, never a robot vacuum', () => {
    const suggestions = suggestionsFor(['Jura E8', 'DeLonghi Magnifica S']);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const { items } of suggestions) expect(items.map(kindOfName)).toEqual(['coffee_machine', 'coffee_machine']);
    expectAnswerable(suggestions);
  });

  it('offers no shop for a bank: a bank named beside a shop keeps to its own kind', () => {
    const suggestions = suggestionsFor(['Fibabanka', 'Hepsibrada']);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const { items } of suggestions) expect(items).not.toContain('Pazarama');
    expectAnswerable(suggestions);
  });

  it('offers nothing when nothing tells the kind: two note-taking apps are not offered phones', () => {
    expect(suggestionsFor(['Logseq', 'Roam Research'])).toEqual([]);
    expect(suggestionsFor(['Craft Docs', 'Logseq'])).toEqual([]);
  });

  it.each([
    ['Kindl Paperwite', 'Kobo Clara 2E'],
    ['Ifone 15', 'Gallaxi S24'],
    ['Renault Clio', 'Skoda Fabia'],
    ['Fibabanka', 'Enpara'],
    ['Ford Tourneo Courier', 'Opel Combo Life'],
  ])('%s vs %s: every suggestion can be answered', (...asked) => {
    expectAnswerable(suggestionsFor(asked));
  });
});
