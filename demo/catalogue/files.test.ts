import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { CATALOGUE_DATA } from './data';
import { CatalogueError, combineCatalogueFiles, parseCatalogueText } from './files';

const phones = CATALOGUE_DATA.categories.find(({ category }) => category.id === 'phone')!;
/** The phone file with one change made to a copy of it. */
function phoneFile(change: (data: { category: Record<string, unknown>; items: Record<string, unknown>[] }) => void) {
  const data = structuredClone(phones) as unknown as Parameters<typeof change>[0];
  change(data);
  return stringify(data);
}
const problemsOf = (text: string, file = 'phone.yaml'): readonly string[] => {
  try {
    parseCatalogueText(file, text);
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems;
    throw error;
  }
  return [];
};

describe('catalogue data files', () => {
  it('reads back every category file as it is', () => {
    expect(problemsOf(phoneFile(() => {}))).toEqual([]);
  });

  it('names the file, the item and the field of a malformed fact', () => {
    const text = phoneFile((data) => {
      const facts = data.items[1].facts as Record<string, unknown>[];
      facts[1] = { ...facts[1], value: 'cheap' };
    });
    const id = phones.items[1].id;
    expect(problemsOf(text)).toEqual([
      expect.stringMatching(new RegExp(`^phone\\.yaml: item ${id}: facts\\[1\\]\\.value: .*expected number`)),
    ]);
  });

  it('refuses a fact without a date or a source, and a date that is not one', () => {
    const text = phoneFile((data) => {
      const facts = data.items[0].facts as Record<string, unknown>[];
      delete facts[0].source;
      facts[2].as_of = '1 June 2025';
    });
    const problems = problemsOf(text);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain(`item ${phones.items[0].id}: facts[2].as_of`);
    expect(problems.join('\n')).toMatch(/facts\[0\]/);
  });

  it('refuses an attribute the category does not have, and a missing price', () => {
    const text = phoneFile((data) => {
      const facts = data.items[0].facts as Record<string, unknown>[];
      data.items[0].facts = facts
        .filter((f) => f.attribute !== 'price')
        .map((f) => (f.attribute === 'weight' ? { ...f, attribute: 'suction' } : f));
    });
    expect(problemsOf(text)).toEqual([
      expect.stringContaining(`item ${phones.items[0].id}: facts[`),
      `phone.yaml: item ${phones.items[0].id}: facts: no "price" fact`,
    ]);
    expect(problemsOf(text)[0]).toContain('"suction" is no attribute of phone');
  });

  it("refuses an efficiency row the category does not have, and names the category's field", () => {
    const text = phoneFile((data) => {
      data.category.efficiency = 'range';
      data.category.energy = { en: 'Low.' };
    });
    expect(problemsOf(text)).toEqual([expect.stringMatching(/^phone\.yaml: category\.energy\.tr: /)]);
    const fixed = phoneFile((data) => (data.category.efficiency = 'range'));
    expect(problemsOf(fixed)).toEqual(['phone.yaml: category.efficiency: "range" is no attribute of phone']);
  });

  it('names a file that is not YAML', () => {
    expect(problemsOf('items: [', 'broken.yaml')).toEqual([expect.stringMatching(/^broken\.yaml: not valid YAML/)]);
  });

  it('refuses an item id used in two files', () => {
    const again = parseCatalogueText(
      'phone-copy.yaml',
      phoneFile((data) => (data.category.id = 'phone_copy')),
    );
    const first = parseCatalogueText(
      'phone.yaml',
      phoneFile(() => {}),
    );
    expect(() => combineCatalogueFiles([first, again])).toThrow(
      `phone-copy.yaml: item ${phones.items[0].id}: id: also used in phone.yaml`,
    );
  });

  it('names the file, the brand and the field of a malformed brand claim, and a brand in two files', () => {
    const apple = CATALOGUE_DATA.brands.Apple;
    const text = stringify({ brands: { Apple: { sustainability: { ...apple.sustainability, source: 'the web' } } } });
    expect(problemsOf(text, 'brands.yaml')).toEqual([
      expect.stringMatching(/^brands\.yaml: brand Apple: sustainability\.source: /),
    ]);
    const once = parseCatalogueText('brands.yaml', stringify({ brands: { Apple: apple } }));
    expect(() => combineCatalogueFiles([once, { ...once, file: 'more-brands.yaml' }])).toThrow(
      'more-brands.yaml: brand Apple: also in brands.yaml',
    );
  });

  it('records claims only of brands the catalogue has items of', () => {
    const brands = new Set(CATALOGUE_DATA.categories.flatMap(({ items }) => items.map((item) => item.brand)));
    expect(Object.keys(CATALOGUE_DATA.brands).filter((brand) => !brands.has(brand))).toEqual([]);
  });
});
