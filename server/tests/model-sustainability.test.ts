// What a model says a company does for the environment is a claim it can name no source for: the
// stored report shows, beside an item the catalogue knows, what the catalogue records of its brand
// (with that record's source and date), and otherwise no claim at all.
import { describe, expect, it } from 'vitest';
import { FactCheck } from '../ai/hold-to-facts';
import { shapeReport } from '../ai/report-shape';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the fact sheet a model writes from
import { factSheet } from '../../demo/index';

const items = ['iPhone 15', 'Acme Phone X'];
const request = { items, features: ['sustainability' as const], isDetailed: false, pollQuestion: 'Which?' };

function modelReport() {
  return {
    summary: 'Two phones.',
    items: items.map((name) => ({ name, pros: ['Fine'] })),
    sustainability_analysis: [
      {
        item_name: 'iPhone 15',
        energy_consumption: 'Low.',
        company_sustainability_efforts: 'Apple is already fully carbon neutral across all products.',
      },
      {
        item_name: 'Acme Phone X',
        company_sustainability_efforts: 'Acme plants a tree for every phone sold.',
      },
    ],
  };
}

function checked(language: 'en' | 'tr') {
  const check = new FactCheck(factSheet(items, language), language, '2026-11-28');
  return shapeReport(check.report(modelReport()), request);
}

describe('a model’s claim about what a company does for the environment', () => {
  it.each(['en', 'tr'] as const)('is the catalogue’s record of the brand, with its source (%s)', (language) => {
    const shaped = checked(language);
    const iphone = shaped?.sustainability_analysis?.find((entry) => entry.item_name === 'iPhone 15');
    expect(iphone?.company_sustainability_efforts).toMatch(language === 'en' ? /^Apple 2030/ : /^Apple 2030: 2030’a/);
    expect(iphone?.company_sustainability_efforts).not.toMatch(/already fully carbon neutral/);
    const source = shaped?.sources?.find((entry) => entry.id === iphone?.company_sustainability_efforts_source_ref);
    expect(source).toMatchObject({
      kind: 'specification',
      url: 'https://www.apple.com/environment/',
      as_of: '2025-06-01',
    });
    // The model's other words stay, marked as its estimate of the day it wrote them.
    expect(iphone?.energy_consumption).toBe('Low.');
    const energy = shaped?.sources?.find((entry) => entry.id === iphone?.energy_consumption_source_ref);
    expect(energy).toMatchObject({ kind: 'estimate', as_of: '2026-11-28' });
  });

  it('is left out for a brand the catalogue records nothing of, and the entry with nothing else goes too', () => {
    const shaped = checked('en');
    expect(shaped?.sustainability_analysis?.map((entry) => entry.item_name)).toEqual(['iPhone 15']);
    expect(JSON.stringify(shaped)).not.toMatch(/plants a tree/);
  });

  it('is never kept by the shape alone when no listed source backs it', () => {
    const shaped = shapeReport(modelReport(), request);
    for (const entry of shaped?.sustainability_analysis ?? [])
      expect(entry).not.toHaveProperty('company_sustainability_efforts');
  });
});
