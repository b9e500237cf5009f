// The report says what was understood of the query when it said more than the names: the subject
// and the purpose set apart from the items, in the reader's language.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { QueryUnderstanding } from '@shared/api/generated/model';
import { makeComparison, prepareI18n, renderReport } from './report-test-utils';

const reportWith = (understood?: QueryUnderstanding) => ({
  ...makeComparison({ items: [{ name: 'Garanti BBVA' }, { name: 'Akbank' }] }),
  ...(understood ? { understood } : {}),
});

const CARDS: QueryUnderstanding = {
  items: ['Garanti BBVA', 'Akbank'],
  subject: { text: 'kredi kartı', topic: 'credit_cards' },
};

afterAll(() => prepareI18n('en'));

describe('what was understood of the query', () => {
  it.each<['en' | 'tr', QueryUnderstanding, string]>([
    ['en', CARDS, 'Comparing Garanti BBVA and Akbank — credit cards'],
    ['tr', CARDS, 'Garanti BBVA ile Akbank karşılaştırılıyor — kredi kartları'],
    [
      'en',
      { items: ['Türk Telekom', 'Vodafone'], subject: { text: 'fiber internet', topic: 'home_internet' } },
      'Comparing Türk Telekom and Vodafone — home internet',
    ],
    [
      'tr',
      { items: ['İzmir', 'Eskişehir'], purpose: 'öğrenci için' },
      'İzmir ile Eskişehir karşılaştırılıyor — öğrenci için',
    ],
    // A purpose the report is judged for, typed in Turkish: named in the page's language.
    [
      'en',
      { items: ['Antalya', 'Bodrum'], purpose: 'tatil için', purpose_label: { en: 'a holiday', tr: 'tatil' } },
      'Comparing Antalya and Bodrum — for a holiday',
    ],
    [
      'tr',
      {
        items: ['Garmin Forerunner 265', 'Apple Watch Series 9'],
        purpose: 'for running',
        purpose_label: { en: 'running', tr: 'koşu' },
      },
      'Garmin Forerunner 265 ile Apple Watch Series 9 karşılaştırılıyor — koşu için',
    ],
    [
      'en',
      { items: ['Netflix', 'Disney+', 'HBO Max'], subject: { text: 'aile paketi' }, purpose: 'for kids' },
      'Comparing Netflix, Disney+ and HBO Max — aile paketi, for kids',
    ],
  ])('(%s) %j', async (language, understood, line) => {
    await prepareI18n(language);
    renderReport(reportWith(understood));
    expect(screen.getByText(line)).toBeVisible();
  });

  it('says nothing more when the query named only the items', async () => {
    await prepareI18n('en');
    const { container } = renderReport(reportWith({ items: ['Garanti BBVA', 'Akbank'] }));
    expect(container.querySelector('.report__understood')).toBeNull();
  });
});
