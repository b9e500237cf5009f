// The sentiment analysis a reader asked for and the writer left out (no sourced users' reviews)
// says so in one line where it would be; while it may still come, its placeholder stands there.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { items, makeComparison, prepareI18n, renderReport } from './report-test-utils';

const CASES = [
  { language: 'en', heading: 'Sentiment analysis', note: 'No sourced user reviews for these items yet.' },
  { language: 'tr', heading: 'Duygu analizi', note: 'Bu ürünler için kaynaklı kullanıcı yorumu henüz yok.' },
] as const;

describe.each(CASES)('sentiment asked for, none written ($language)', ({ language, heading, note }) => {
  const asked = () => ({ ...makeComparison({ items: items(2) }), features: ['sentiment' as const], language });

  it('says in one line, under the section heading, that no sourced reviews exist', async () => {
    await prepareI18n(language);
    renderReport(asked());
    const region = screen.getByRole('region', { name: heading });
    expect(within(region).getByText(note)).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says nothing when sentiment was not asked for', async () => {
    await prepareI18n(language);
    renderReport({ ...asked(), features: ['price'] });
    expect(screen.queryByRole('region', { name: heading })).not.toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('shows the placeholder, not the note, while the writer may still send the section', async () => {
    await prepareI18n(language);
    const comparison = asked();
    renderReport(
      { ...comparison, status: 'writing', result: undefined },
      { live: { draft: { summary: 'So far.', items: items(2) }, pending: ['sentiment_analysis'] } },
    );
    expect(screen.getByTestId('pending-sentiment_analysis')).toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('shows sourced entries, not the note, when the writer sends them', async () => {
    await prepareI18n(language);
    renderReport({
      ...asked(),
      result: {
        summary: 'A short summary.',
        items: items(2),
        sentiment_analysis: [{ item_name: 'Item 1', source_ref: 'reviews', top_positive_emotions: ['trust'] }],
        sources: [{ id: 'reviews', kind: 'rating', title: 'Store reviews', as_of: '2025-09-01' }],
      },
    });
    expect(screen.getByTestId('analysis-grid-sentiment')).toHaveTextContent('trust');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});
