// One language per label: an English report read in the Turkish interface keeps its own words in
// English, the interface's labels stay Turkish, and the page says which is which.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeComparison, prepareI18n, renderReport } from './report-test-utils';

const SCORES = [
  { item_name: 'iPhone 15', scores: { performance: 9.6 }, overall_score: 8.3 },
  { item_name: 'Google Pixel 8', scores: { performance: 8.1 }, overall_score: 8.2 },
];
const english = makeComparison({
  items: [{ name: 'iPhone 15' }, { name: 'Google Pixel 8' }],
  comparison_scores: SCORES,
  summary: 'The iPhone is faster.',
});

afterAll(() => prepareI18n('en'));

describe('report language note', () => {
  it('an English report in the Turkish interface says it is in English, in Turkish, marked as Turkish', async () => {
    await prepareI18n('tr');
    renderReport({ ...english, language: 'en' });
    const note = screen.getByTestId('language-note');
    expect(note).toHaveTextContent('Bu rapor İngilizce yazıldı');
    expect(note).toHaveAttribute('lang', 'tr');
    // The report's own prose is marked as English, for screen readers and hyphenation.
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
  });

  it('says nothing when the report is in the interface language', async () => {
    await prepareI18n('en');
    renderReport({ ...english, language: 'en' });
    expect(screen.queryByTestId('language-note')).not.toBeInTheDocument();
  });
});
