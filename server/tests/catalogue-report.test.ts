// The demo engine writes from the store's catalogue: a price, a brand's claim or a category's energy
// line imported while the server runs is the one of the next report.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { ComparisonResult } from '@shared/api/generated/model';
import { SEED_EMAILS } from '../db/demo-accounts';
import { importCatalogueFiles, importPriceCsv } from '../services/catalogue-import';
import { startTestServer, type TestServer } from './harness';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the data files as the server reads them
import { CATALOGUE_DIR, CatalogueError, parseCatalogueText, readCatalogueFiles } from '../../demo/index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const query = { query: 'iPhone 15 vs Samsung Galaxy S24', features: [], isDetailed: false };

it('writes the next report with a price imported into the store', { timeout: 60_000 }, async () => {
  const token = await server.login(SEED_EMAILS.premium);
  const before = JSON.stringify((await server.compare({ token, body: query })).body.data.result);
  expect(before).toContain('58,000');
  expect(before).not.toContain('52,999');

  const csv = 'item,market,price,currency,as_of,source\niphone-15,TR,52999,TRY,2026-11-15,https://www.apple.com/tr/\n';
  expect(await importPriceCsv(server.db, 'prices.csv', csv)).toHaveLength(1);

  const after = JSON.stringify((await server.compare({ token, body: query })).body.data.result);
  expect(after).toContain('52,999');
  expect(after).not.toContain('58,000');
  expect(server.violations).toEqual([]);
});

it(
  "writes the next report with a brand's claim imported into the store, and its source",
  { timeout: 60_000 },
  async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const body = { ...query, features: ['sustainability'] };
    const appleClaim = async () => {
      const result = (await server.compare({ token, body })).body.data.result as ComparisonResult;
      const entry = result.sustainability_analysis?.find((e) => e.item_name === 'iPhone 15');
      return {
        text: entry?.company_sustainability_efforts,
        source: result.sources?.find((s) => s.id === entry?.company_sustainability_efforts_source_ref),
      };
    };
    expect(await appleClaim()).toMatchObject({
      text: 'Apple 2030: aims for a carbon-neutral supply chain and products by 2030.',
      source: { url: 'https://www.apple.com/environment/', as_of: '2025-06-01' },
    });

    const file = readCatalogueFiles(CATALOGUE_DIR).find((f) => 'brands' in f)!;
    const data = structuredClone('brands' in file ? file.brands : { brands: {} });
    data.brands.Apple.sustainability = {
      en: 'Apple 2030: carbon neutral across its products by 2030.',
      tr: 'Apple 2030: 2030’a kadar tüm ürünlerinde karbon nötr.',
      as_of: '2026-11-01',
      source: { url: 'https://www.apple.com/environment/', title: 'Apple — Environment' },
    };
    const changed = parseCatalogueText('brands.yaml', stringify(data));
    expect(await importCatalogueFiles(server.db, [changed])).toHaveLength(1);
    expect(await appleClaim()).toMatchObject({
      text: 'Apple 2030: carbon neutral across its products by 2030.',
      source: { url: 'https://www.apple.com/environment/', as_of: '2026-11-01' },
    });

    // A malformed file changes nothing: the next report says what the store held.
    const broken = stringify({ brands: { ...data.brands, Apple: { sustainability: { en: 'Carbon neutral.' } } } });
    expect(() => parseCatalogueText('brands.yaml', broken)).toThrow(CatalogueError);
    expect(() => parseCatalogueText('brands.yaml', broken)).toThrow('brands.yaml: brand Apple: sustainability.tr');
    expect((await appleClaim()).text).toBe('Apple 2030: carbon neutral across its products by 2030.');
    expect(server.violations).toEqual([]);
  },
);

it("writes the next report with a category's energy line imported into the store", { timeout: 60_000 }, async () => {
  const token = await server.login(SEED_EMAILS.premium);
  const body = { ...query, features: ['sustainability'] };
  const energy = async () => {
    const result = (await server.compare({ token, body })).body.data.result as ComparisonResult;
    return result.sustainability_analysis?.map((entry) => entry.energy_consumption);
  };
  expect(await energy()).toEqual(['Low: a few kWh a year to charge.', 'Low: a few kWh a year to charge.']);

  const file = readCatalogueFiles(CATALOGUE_DIR).find(
    (f) => 'categories' in f && f.categories.category.id === 'phone',
  )!;
  const data = structuredClone('categories' in file ? file.categories : undefined)!;
  data.category.energy = { en: 'Low: about 4 kWh a year to charge.', tr: 'Düşük: şarj için yılda yaklaşık 4 kWh.' };
  const changes = await importCatalogueFiles(server.db, [parseCatalogueText('phone.yaml', stringify(data))]);
  expect(changes).toContainEqual(expect.objectContaining({ action: 'changed', what: 'category phone' }));
  expect(await energy()).toEqual(['Low: about 4 kWh a year to charge.', 'Low: about 4 kWh a year to charge.']);
  expect(server.violations).toEqual([]);
});
