// The catalogue store: filled from catalogue/*.yaml on an empty database, and changed only by what
// an import brings, all or nothing. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { connectDatabase, type Connection } from '../db/connect';
import { catalogueDataOf, catalogueRows, readCatalogueRows } from '../db/catalogue';
import { migrate } from '../db/migrate';
import { seedCatalogue } from '../db/seed';
import { importCatalogueFiles, importPriceCsv } from '../services/catalogue-import';
import { testDatabase } from './harness';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the data files as the server reads them
import {
  CATALOGUE_DIR,
  CatalogueError,
  combineCatalogueFiles,
  parseCatalogueText,
  readCatalogueFiles,
  type CategoryFile,
} from '../../demo/index';

const files = readCatalogueFiles(CATALOGUE_DIR);
function categoryFile(id: string): { file: string; categories: CategoryFile } {
  const found = files.find((f) => 'categories' in f && f.categories.category.id === id);
  if (!found || !('categories' in found)) throw new Error(`no data file of category ${id}`);
  return found;
}
const phones = categoryFile('phone');
const brands = (() => {
  const found = files.find((f) => 'brands' in f);
  if (!found || !('brands' in found)) throw new Error('no brands file');
  return found;
})();

/** The brands file with one change made to a copy of it, read as the import reads it. */
function brandsFile(change: (data: typeof brands.brands) => void) {
  const data = structuredClone(brands.brands);
  change(data);
  return parseCatalogueText('brands.yaml', stringify(data));
}

/** The phone file with one change made to a copy of it, read as the import reads it. */
function phoneFile(change: (data: typeof phones.categories) => void) {
  const data = structuredClone(phones.categories);
  change(data);
  return parseCatalogueText('phone.yaml', stringify(data));
}

let connection: Connection;
let drop: () => Promise<void>;

beforeAll(async () => {
  // No catalogue yet: the first test fills it.
  const database = await testDatabase(undefined, 'migrated');
  drop = database.drop;
  connection = await connectDatabase(database.options);
  await migrate(connection.db);
}, 60_000);

afterAll(async () => {
  await connection?.close();
  await drop?.();
});

const price = async (item: string, market = 'TR') =>
  (await readCatalogueRows(connection.db)).catalogue_facts.find((row) => row.id === `${item}:price:${market}`);

describe('the catalogue store', () => {
  it('is filled from the data files on an empty database, once', async () => {
    expect(await seedCatalogue(connection.db)).toBe(true);
    const stored = await readCatalogueRows(connection.db);
    const expected = catalogueRows(combineCatalogueFiles(files));
    expect(stored.catalogue_items).toHaveLength(expected.catalogue_items.length);
    expect(stored.catalogue_items.length).toBeGreaterThan(200);
    expect(stored.catalogue_facts).toHaveLength(expected.catalogue_facts.length);
    expect(stored.catalogue_categories.map((row) => row.id).sort()).toEqual(
      expected.catalogue_categories.map((row) => row.id).sort(),
    );
    expect(await price('iphone-15')).toMatchObject({
      kind: 'price',
      value_number: 58_000,
      market: 'TR',
      currency: 'TRY',
      as_of: '2025-06-01',
      source_url: null,
    });
    expect(await seedCatalogue(connection.db)).toBe(false);
  });

  it('gives back, read as the data files are, exactly what the files say', async () => {
    // The demo engine writes from what the store gives back: the same catalogue the files describe.
    expect(catalogueDataOf(await readCatalogueRows(connection.db))).toEqual(combineCatalogueFiles(files));
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await readCatalogueRows(connection.db);
    expect(await importCatalogueFiles(connection.db, files)).toEqual([]);
    expect(await importCatalogueFiles(connection.db, files)).toEqual([]);
    expect(await readCatalogueRows(connection.db)).toEqual(before);
  });

  it('takes a changed price from a data file, with its date and source, and removes an item left out', async () => {
    const gone = phones.categories.items[1].id;
    const changed = phoneFile((data) => {
      const fact = data.items[0].facts.find((f) => f.kind === 'price')!;
      Object.assign(fact, {
        value: 54_999,
        as_of: '2026-11-01',
        source: { url: 'https://www.apple.com/tr/iphone-15/', title: 'Apple Türkiye' },
      });
      data.items.splice(1, 1);
    });
    const changes = await importCatalogueFiles(connection.db, [changed]);
    const said = changes.map((c) => `${c.action} ${c.what}`);
    expect(said).toContain(`removed item ${gone}`);
    expect(said).toContain('changed fact iphone-15:price:TR');
    expect(said.filter((line) => line.startsWith(`removed fact ${gone}:`)).length).toBeGreaterThan(5);
    // The items after the removed one move up a place; nothing else changes.
    const rest = changes.filter((c) => !c.what.includes(gone) && c.what !== 'fact iphone-15:price:TR');
    expect(
      rest.every(
        (c) => c.action === 'changed' && c.what.startsWith('item ') && /^position: \d+ → \d+$/.test(c.detail!),
      ),
    ).toBe(true);
    const detail = changes.find((c) => c.what === 'fact iphone-15:price:TR')!.detail;
    expect(detail).toContain('value_number: 58000 → 54999');
    expect(await price('iphone-15')).toMatchObject({
      value_number: 54_999,
      as_of: '2026-11-01',
      source_url: 'https://www.apple.com/tr/iphone-15/',
      source_title: 'Apple Türkiye',
    });
    expect(await importCatalogueFiles(connection.db, [changed])).toEqual([]);
    // The original file brings the item and the price back.
    await importCatalogueFiles(connection.db, [phones]);
    expect(await price('iphone-15')).toMatchObject({ value_number: 58_000, as_of: '2025-06-01', source_url: null });
  });

  it('removes a category whose items the files move all into categories of their own, and only that one', async () => {
    // A store from before a split: the e-readers under a "gadget" category of their own.
    const ereaders = categoryFile('ereader').categories;
    const gadget = parseCatalogueText(
      'gadget.yaml',
      stringify({ ...ereaders, category: { ...ereaders.category, id: 'gadget', pattern: 'gadget' } }),
    );
    const before = await importCatalogueFiles(connection.db, [gadget]);
    expect(before.map((c) => `${c.action} ${c.what}`)).toContain('removed category ereader');
    // The split: the e-reader file takes its items back, and the emptied "gadget" goes with its attributes.
    const changes = (await importCatalogueFiles(connection.db, [categoryFile('ereader')])).map(
      (c) => `${c.action} ${c.what}`,
    );
    expect(changes).toContain('removed category gadget');
    expect(changes.filter((line) => line.startsWith('removed attribute gadget'))).not.toHaveLength(0);
    const stored = await readCatalogueRows(connection.db);
    expect(stored.catalogue_categories.map((row) => row.id)).not.toContain('gadget');
    expect(stored.catalogue_attributes.filter((row) => row.category_id === 'gadget')).toEqual([]);
    expect(new Set(stored.catalogue_items.filter((row) => row.category_id === 'ereader').map((row) => row.id))).toEqual(
      new Set(ereaders.items.map((item) => item.id)),
    );
    // A category the files leave alone keeps all it had: importing the phone file removes no other.
    expect(
      (await importCatalogueFiles(connection.db, [phones])).filter(
        (c) => c.action === 'removed' && c.what.startsWith('category'),
      ),
    ).toEqual([]);
  });

  it('takes prices from a CSV, and the same CSV again changes nothing', async () => {
    const csv = [
      'item,market,price,currency,as_of,source,source_title',
      'iphone-15,TR,52999,TRY,2026-11-15,https://www.apple.com/tr/shop/buy-iphone/iphone-15,Apple Türkiye',
      'iphone-15,DE,799,EUR,2026-11-15,editorial estimate',
    ].join('\n');
    const changes = await importPriceCsv(connection.db, 'prices.csv', csv);
    expect(changes.map((c) => `${c.action} ${c.what}`)).toEqual([
      'changed fact iphone-15:price:TR',
      'added fact iphone-15:price:DE',
    ]);
    expect(await price('iphone-15')).toMatchObject({
      value_number: 52_999,
      currency: 'TRY',
      as_of: '2026-11-15',
      source_url: 'https://www.apple.com/tr/shop/buy-iphone/iphone-15',
      source_title: 'Apple Türkiye',
    });
    expect(await price('iphone-15', 'DE')).toMatchObject({
      value_number: 799,
      price_model: 'one_off',
      source_url: null,
    });
    expect(await importPriceCsv(connection.db, 'prices.csv', csv)).toEqual([]);
  });

  it('refuses a malformed file whole, changing nothing, and names the file, item and field', async () => {
    const before = await readCatalogueRows(connection.db);
    const good = phoneFile((data) => {
      data.items[0].facts.find((f) => f.kind === 'price')!.value = 1;
    });
    const unknownFamily = phoneFile((data) => {
      data.category.id = 'gadget';
      data.category.family = 'gadgets';
      data.items = [];
    });
    const refusal = importCatalogueFiles(connection.db, [good, { ...unknownFamily, file: 'gadget.yaml' }]);
    await expect(refusal).rejects.toThrow(CatalogueError);
    await expect(refusal).rejects.toThrow('gadget.yaml: category.family: "gadgets"');

    const csv =
      'item,market,price,currency,as_of,source\nnetflix,TR,229.99,TRY,2026-11-15,editorial estimate\nnetflix,TR,abc,TRY,2026-11-15,editorial estimate\n';
    await expect(importPriceCsv(connection.db, 'prices.csv', csv)).rejects.toThrow(
      'prices.csv: line 3 (item netflix): price: "abc" is not a positive number',
    );
    await expect(importPriceCsv(connection.db, 'prices.csv', 'name,price\n')).rejects.toThrow('prices.csv: line 1');
    expect(await readCatalogueRows(connection.db)).toEqual(before);
  });

  it("takes a category's changed energy line and security features, and the same file again changes nothing", async () => {
    const changed = phoneFile((data) => {
      data.category.energy = { en: 'Low: about 4 kWh a year to charge.', tr: 'Düşük: şarj için yılda yaklaşık 4 kWh.' };
      data.category.security = data.category.security!.slice(0, 2);
    });
    // (The phone's prices a CSV set above go back to the file's too.)
    const changes = (await importCatalogueFiles(connection.db, [changed])).filter((c) => !c.what.startsWith('fact '));
    expect(changes.map((c) => `${c.action} ${c.what}`)).toEqual(['changed category phone']);
    expect(changes[0].detail).toContain(
      'energy_en: Low: a few kWh a year to charge. → Low: about 4 kWh a year to charge.',
    );
    const phone = async () =>
      (await readCatalogueRows(connection.db)).catalogue_categories.find((row) => row.id === 'phone')!;
    expect(await phone()).toMatchObject({ energy_tr: 'Düşük: şarj için yılda yaklaşık 4 kWh.' });
    expect((await phone()).security).toHaveLength(2);
    expect(await importCatalogueFiles(connection.db, [changed])).toEqual([]);
    await importCatalogueFiles(connection.db, [phones]);
    expect(await phone()).toMatchObject({ energy_en: 'Low: a few kWh a year to charge.' });
    expect((await phone()).security).toEqual(phones.categories.category.security);
  });

  it("takes a brand's changed claim, with its date and source, and removes a brand left out", async () => {
    const changed = brandsFile((data) => {
      data.brands.Apple.sustainability = {
        en: 'Apple 2030: carbon neutral across its products by 2030.',
        tr: 'Apple 2030: 2030’a kadar tüm ürünlerinde karbon nötr.',
        as_of: '2026-11-01',
        source: {
          url: 'https://www.apple.com/environment/pdf/Apple_Environmental_Progress_Report_2026.pdf',
          title: 'Apple — Environmental Progress Report',
        },
      };
      delete data.brands.Togg;
    });
    const changes = await importCatalogueFiles(connection.db, [changed]);
    expect(changes.map((c) => `${c.action} ${c.what}`)).toEqual(['changed brand Apple', 'removed brand Togg']);
    expect(changes[0].detail).toContain('as_of: 2025-06-01 → 2026-11-01');
    const brand = async (id: string) =>
      (await readCatalogueRows(connection.db)).catalogue_brands.find((row) => row.id === id);
    expect(await brand('Apple')).toMatchObject({
      sustainability_en: 'Apple 2030: carbon neutral across its products by 2030.',
      as_of: '2026-11-01',
      source_title: 'Apple — Environmental Progress Report',
    });
    expect(await brand('Togg')).toBeUndefined();
    expect(await importCatalogueFiles(connection.db, [changed])).toEqual([]);
    // A category file leaves the brands alone; the original brands file brings Apple's claim and Togg back.
    const phoneImport = await importCatalogueFiles(connection.db, [phones]);
    expect(phoneImport.filter((c) => c.what.startsWith('brand '))).toEqual([]);
    expect((await importCatalogueFiles(connection.db, [brands])).map((c) => `${c.action} ${c.what}`)).toEqual([
      'changed brand Apple',
      'added brand Togg',
    ]);
    expect(await brand('Apple')).toMatchObject({
      as_of: '2025-06-01',
      source_url: 'https://www.apple.com/environment/',
    });
  });

  it('refuses a malformed brands file whole, changing nothing, and names the file, brand and field', async () => {
    const before = await readCatalogueRows(connection.db);
    const text = stringify({
      brands: {
        ...brands.brands.brands,
        Apple: {
          sustainability: {
            ...brands.brands.brands.Apple.sustainability,
            en: 'Carbon neutral by 2030.',
            as_of: 'June 2025',
          },
        },
        Sony: { sustainability: { ...brands.brands.brands.Sony.sustainability, source: { url: 'sony.com' } } },
      },
    });
    let problems: readonly string[] = [];
    try {
      await importCatalogueFiles(connection.db, [parseCatalogueText('brands.yaml', text)]);
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogueError);
      problems = (error as CatalogueError).problems;
    }
    expect(problems).toEqual([
      expect.stringMatching(/^brands\.yaml: brand Apple: sustainability\.as_of: /),
      expect.stringMatching(/^brands\.yaml: brand Sony: sustainability\.source: /),
    ]);
    expect(await readCatalogueRows(connection.db)).toEqual(before);
  });

  it('names the file, item and field of a fact that does not parse', () => {
    const text = stringify({
      ...phones.categories,
      items: [
        {
          ...phones.categories.items[0],
          facts: [{ attribute: 'display', kind: 'specification', as_of: '2025-06-01' }],
        },
      ],
    });
    expect(() => parseCatalogueText('phone.yaml', text)).toThrow(
      `phone.yaml: item ${phones.categories.items[0].id}: facts[0]`,
    );
  });
});
