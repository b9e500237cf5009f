// Stick and robot vacuums, coffee machines and air fryers are different things: each report shows
// the rows of its own kind (suction for a vacuum, pump pressure for an espresso machine, capacity
// for an air fryer) and never a row that describes another kind.
import { describe, expect, it } from 'vitest';
import type { ComparisonResult, Language } from '@shared/api/generated/model';
import { splitComparisonItems } from '@shared/compare-items';
import { EVERY_FEATURE, writtenComparison } from './test-support';

const report = (query: string, language: Language): ComparisonResult =>
  writtenComparison(query, splitComparisonItems(query), language, EVERY_FEATURE).result;

/** Every row name of the report's tables, in its language. */
const rowsOf = (result: ComparisonResult): string[] =>
  (result.specialized_features ?? []).flatMap((table) => table.features.map((f) => f.name));

/** The report's text as a reader sees it, to find a vacuum's words anywhere in it. */
const textOf = (result: ComparisonResult): string => JSON.stringify(result);

const VACUUM_WORDS = {
  en: /suction|runtime per charge|dust bin/i,
  tr: /emiş|şarj başına çalışma|toz haznesi/i,
};

describe('small appliances each get the rows of their own kind', () => {
  it.each([
    ['en', 'Philips Airfryer XXL vs Xiaomi Mi Smart Air Fryer', ['Type', 'Capacity', 'Power', 'Stand-out feature']],
    ['tr', 'Philips Airfryer XXL mi Xiaomi Mi Smart Air Fryer mı', ['Tür', 'Kapasite', 'Güç', 'Öne çıkan özellik']],
  ] as const)('an air fryer report (%s) has its own rows and no suction or runtime row', (language, query, own) => {
    const result = report(query, language);
    expect(rowsOf(result)).toEqual(expect.arrayContaining([...own]));
    expect(textOf(result)).not.toMatch(VACUUM_WORDS[language]);
  });

  it.each([
    ['en', "Philips 3200 LatteGo vs De'Longhi Magnifica S", ['Type', 'Pump pressure', 'Water tank', 'Milk system']],
    ['tr', "Philips 3200 LatteGo mu De'Longhi Magnifica S mi", ['Tür', 'Pompa basıncı', 'Su haznesi', 'Süt sistemi']],
  ] as const)('a coffee machine report (%s) has its own rows and no suction or runtime row', (language, query, own) => {
    const result = report(query, language);
    expect(rowsOf(result)).toEqual(expect.arrayContaining([...own]));
    expect(textOf(result)).not.toMatch(VACUUM_WORDS[language]);
    const pressure = result.specialized_features!.flatMap((t) => t.features).find((f) => f.name === own[1]);
    expect(pressure).toMatchObject({ item1Value: '15 bar', item2Value: '15 bar' });
  });

  it.each([
    ['en', 'Dyson V15 Detect vs Xiaomi G10', ['Suction', 'Dust bin', 'Runtime per charge']],
    ['tr', 'Dyson V15 Detect mi Xiaomi G10 mu', ['Emiş gücü', 'Toz haznesi', 'Şarj başına çalışma']],
  ] as const)('a vacuum report (%s) keeps its suction and runtime rows', (language, query, own) => {
    const result = report(query, language);
    expect(rowsOf(result)).toEqual(expect.arrayContaining([...own]));
    const suction = result.specialized_features!.flatMap((t) => t.features).find((f) => f.name === own[0]);
    expect(suction?.item1Value).toMatch(/240 AW/);
  });
});
