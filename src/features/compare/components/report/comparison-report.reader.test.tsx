// The report rebuilt around the reader: verdict first, one of each, notices, public use.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComparisonScore, SharedComparison } from '@shared/api/generated/model';
import { items, makeComparison, prepareI18n, renderReport } from './report-test-utils';

beforeAll(() => prepareI18n('en'));

const score = (item_name: string, overall_score: number, scores: ComparisonScore['scores'] = {}): ComparisonScore => ({
  item_name,
  overall_score,
  scores,
});

describe('verdict first', () => {
  it('names the overall winner with its score and each "best for" pick with the score it names, before the summary', () => {
    renderReport(
      makeComparison({
        items: items(3),
        comparison_scores: [
          score('Item 1', 7.24, { pricing: 6 }),
          score('Item 2', 8.36, { performance: 9.1, pricing: 5 }),
          score('Item 3', 6, { pricing: 9.2 }),
        ],
        use_case_recommendations: [
          { use_case: 'Limited budget', recommended_item: 'Item 3', reason: 'Cheapest', criterion: 'pricing' },
          { use_case: 'Power users', recommended_item: 'item 2', reason: 'Fastest', criterion: 'performance' },
          { use_case: 'All-rounder', recommended_item: 'Item 2', reason: 'Best overall', criterion: 'overall' },
          // A writer that does not say what the pick rests on gets no score, rather than the overall one.
          { use_case: 'Families', recommended_item: 'Item 1', reason: 'Roomy' },
        ],
      }),
    );
    const verdict = screen.getByTestId('verdict');
    expect(within(verdict).getByText('Overall winner').parentElement).toHaveTextContent(
      'Overall winner Item 2 8.4 / 10',
    );
    const picks = within(verdict)
      .getAllByRole('listitem')
      .map((pick) => pick.textContent);
    expect(picks).toEqual([
      'Limited budgetItem 3Value for money: 9.2 / 10',
      'Power usersitem 2Performance: 9.1 / 10',
      'All-rounderItem 28.4 / 10 overall',
      'FamiliesItem 1',
    ]);
    // The verdict comes before the summary in reading order.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Verdict', 'Summary']);
  });

  it('shows tied overall scores as a tie, naming every tied item', () => {
    renderReport(
      makeComparison({
        items: items(3),
        comparison_scores: [score('Item 1', 8.04), score('Item 2', 7), score('Item 3', 7.96)],
      }),
    );
    const verdict = screen.getByTestId('verdict');
    expect(within(verdict).queryByText('Overall winner')).not.toBeInTheDocument();
    expect(within(verdict).getByText('Tied for first place').parentElement).toHaveTextContent(
      'Tied for first place Item 1 and Item 3 8.0 / 10 each',
    );
  });

  it('shows the verdict in Turkish with Turkish numbers', async () => {
    await prepareI18n('tr');
    try {
      renderReport(makeComparison({ items: items(2), comparison_scores: [score('Item 1', 8), score('Item 2', 8)] }));
      expect(screen.getByTestId('verdict')).toHaveTextContent(
        'Birinciliği paylaşanlar Item 1 ve Item 2 her biri 8,0 / 10',
      );
    } finally {
      await prepareI18n('en');
    }
  });

  it('folds "best for" picks that all name one item into one line (both languages)', async () => {
    const sweep = makeComparison({
      items: items(2),
      comparison_scores: [score('Item 1', 8.7), score('Item 2', 7.1)],
      use_case_recommendations: [
        { use_case: 'Best overall', recommended_item: 'Item 1', reason: '…' },
        { use_case: 'Best design', recommended_item: 'item 1', reason: '…' },
        { use_case: 'Easiest to live with', recommended_item: 'Item 1', reason: '…' },
        { use_case: 'Most performance', recommended_item: 'Item 1 ', reason: '…' },
      ],
    });
    const { unmount } = renderReport(sweep);
    const verdict = screen.getByTestId('verdict');
    expect(within(verdict).queryByRole('list')).not.toBeInTheDocument();
    expect(
      within(verdict).getByText(
        'Item 1 is best for all 4 uses: Best overall, Best design, Easiest to live with and Most performance.',
      ),
    ).toBeInTheDocument();
    unmount();
    await prepareI18n('tr');
    try {
      renderReport(sweep);
      expect(screen.getByTestId('verdict')).toHaveTextContent(
        '4 kullanımın hepsinde en iyisi Item 1: Best overall, Best design, Easiest to live with ve Most performance.',
      );
    } finally {
      await prepareI18n('en');
    }
  });

  it('keeps the picks apart when they name different items, even if only one differs', () => {
    renderReport(
      makeComparison({
        items: items(2),
        comparison_scores: [score('Item 1', 8.7), score('Item 2', 7.1)],
        use_case_recommendations: [
          { use_case: 'Best overall', recommended_item: 'Item 1', reason: '…' },
          { use_case: 'Budget', recommended_item: 'Item 2', reason: '…' },
          { use_case: 'Design', recommended_item: 'Item 1', reason: '…' },
        ],
      }),
    );
    expect(within(screen.getByTestId('verdict')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows no verdict without scores or recommendations', () => {
    renderReport(makeComparison({ items: items(2) }));
    expect(screen.queryByTestId('verdict')).not.toBeInTheDocument();
  });
});

describe('one of each', () => {
  const list = [
    { name: 'Item 1', user_rating: 4.6, user_vote_count: 1092, pros: ['Light'], cons: ['Pricey'] },
    { name: 'Item 2', user_rating: 4.2, user_vote_count: 2530, pros: ['Cheap'], cons: ['Heavy'] },
  ];
  const comparison = makeComparison({
    items: list,
    comparison_scores: [score('Item 1', 8.4, { pricing: 7.1 }), score('Item 2', 7.9, { pricing: 8.6 })],
    specialized_features: [
      {
        category: 'Temel bilgiler',
        features: [
          { name: 'Ortalama fiyat', item1Value: '44.999 TL', item2Value: '38.499 TL' },
          { name: 'Kullanıcı puanı', item1Value: '4,6 / 5', item2Value: '4,2 / 5' },
          { name: 'Değerlendirme sayısı', item1Value: '1.092', item2Value: '2.530' },
        ],
      },
      {
        category: 'Puanlar',
        features: [
          { name: 'Fiyat/performans', item1Value: '7,1 / 10', item2Value: '8,6 / 10' },
          { name: 'Genel', item1Value: '8,4 / 10', item2Value: '7,9 / 10' },
        ],
      },
      { category: 'Extras', features: [{ name: 'Value for money', item1Value: '6 / 10', item2Value: '9 / 10' }] },
    ],
    user_feedback_summary: [
      {
        item_name: 'Item 1',
        overall_sentiment: 'Very positive',
        positive_points: ['Light', 'Great screen'],
        negative_points: ['Pricey'],
      },
      { item_name: 'Item 2', overall_sentiment: 'Mixed', positive_points: ['Cheap'], negative_points: ['Heavy'] },
    ],
  });

  it('shows the scores once: rows repeating the scores, rating or vote count leave the specialized tables', () => {
    renderReport(comparison);
    expect(screen.getByRole('table', { name: 'Temel bilgiler' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Kullanıcı puanı/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Değerlendirme sayısı/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Puanlar' })).not.toBeInTheDocument();
    // A score row that is not a repeat stays, and its higher value is the best one.
    const extras = screen.getByRole('row', { name: /Value for money/ });
    expect(within(extras).getByText('Best').closest('td')).toHaveTextContent('9 / 10');
    const price = screen.getByRole('row', { name: /Ortalama fiyat/ });
    expect(within(price).getByText('Best').closest('td')).toHaveTextContent('38.499 TL');
  });

  it('puts the sentiment on the item card and shows feedback only where it adds to the cards', () => {
    renderReport(comparison);
    const cards = within(screen.getByTestId('items-grid'))
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('report-card'));
    expect(cards[0]).toHaveTextContent('Overall sentimentVery positive');
    expect(cards[1]).toHaveTextContent('Overall sentimentMixed');
    const feedback = screen.getByRole('region', { name: 'User feedback summary' });
    expect(within(feedback).getByText('Great screen')).toBeInTheDocument();
    expect(within(feedback).queryByText('Light')).not.toBeInTheDocument();
    expect(within(feedback).queryByText('Item 2')).not.toBeInTheDocument();
  });

  it("keeps the scores table behind a toggle, as the chart's text alternative", async () => {
    const user = userEvent.setup();
    renderReport(comparison);
    const toggle = screen.getByRole('button', { name: 'Show the scores as a table' });
    const table = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(table).not.toHaveClass('is-open');
    expect(within(table).queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the scores table' })).toHaveAttribute('aria-expanded', 'true');
    expect(table).toHaveClass('is-open');
    expect(within(table).getByRole('row', { name: /Overall/ })).toHaveTextContent('8.4 / 107.9 / 10');
    await user.click(screen.getByRole('button', { name: 'Hide the scores table' }));
    expect(within(table).queryByRole('table')).not.toBeInTheDocument();
  });

  it('prints the scores table with the chart', () => {
    renderReport(comparison);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(
      within(screen.getByRole('group', { name: 'Scores' })).getByRole('row', { name: /Overall/ }),
    ).toHaveTextContent('8.4 / 107.9 / 10');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByRole('group', { name: 'Scores' })).not.toBeInTheDocument();
  });

  it('keeps the item names and overall scores in a sticky bar', () => {
    renderReport(comparison);
    expect(screen.getByRole('group', { name: 'Compared items and their overall scores' })).toHaveTextContent(
      'Item 18.4 / 10Item 27.9 / 10',
    );
  });

  it('has a section index whose links jump to each section and move focus there', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderReport(comparison);
    const index = screen.getByRole('navigation', { name: 'Jump to a section' });
    const links = within(index)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Compared items', 'Specialized features', 'Scores', 'User feedback summary']);
    await user.click(within(index).getByRole('link', { name: 'Scores' }));
    const heading = screen.getByRole('heading', { name: 'Scores', level: 3 });
    expect(heading).toHaveFocus();
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
  });
});

describe('notices', () => {
  it('says when the report is demo data, with the catalogue date', () => {
    renderReport({ ...makeComparison({ items: items(2) }), source: { engine: 'demo', data_as_of: '2026-11-01' } });
    expect(screen.getByTestId('demo-note')).toHaveTextContent(
      'Demo data: this report was written by the built-in demo engine. Its figures are illustrative, not researched facts. Catalogue data as of 1 November 2026.',
    );
  });

  it('says nothing about the source for an AI report or an unknown source', () => {
    const { unmount } = renderReport({
      ...makeComparison({ items: items(2) }),
      source: { engine: 'ai', model: 'gpt' },
    });
    expect(screen.queryByTestId('demo-note')).not.toBeInTheDocument();
    unmount();
    renderReport(makeComparison({ items: items(2) }));
    expect(screen.queryByTestId('demo-note')).not.toBeInTheDocument();
  });

  it('says which model wrote an AI report and when (its end, else its start)', () => {
    const finishedAt = new Date(2026, 10, 23, 14, 52).toISOString();
    const { unmount } = renderReport({
      ...makeComparison({ items: items(2) }),
      source: { engine: 'ai', model: 'gpt-4o-mini' },
      finishedAt,
    });
    expect(screen.getByTestId('ai-note').textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      "Written by gpt-4o-mini on 23 Nov 2026, 14:52. Figures are the model's estimates as of that day; check prices and specifications before you buy.",
    );
    unmount();
    renderReport({
      ...makeComparison({ items: items(2) }),
      createdAt: new Date(2026, 10, 22, 9, 5).toISOString(),
      source: { engine: 'ai' },
    });
    expect(screen.getByTestId('ai-note').textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      "Written by an AI model on 22 Nov 2026, 09:05. Figures are the model's estimates as of that day; check prices and specifications before you buy.",
    );
  });

  it('while a model writes, the notice names it and claims no date yet', () => {
    renderReport(
      { ...makeComparison({ items: items(2) }), status: 'writing', source: { engine: 'ai', model: 'gpt-4o-mini' } },
      { live: { draft: { summary: 'So far.' }, pending: ['items'] } },
    );
    expect(screen.getByTestId('ai-note')).toHaveTextContent(
      "Being written by gpt-4o-mini. Its figures are the model's estimates; check prices and specifications before you buy.",
    );
    expect(screen.getByTestId('ai-note')).not.toHaveTextContent('Written by');
  });

  it('lists the catalogue facts a model wrote from, item by item, with their date', async () => {
    renderReport({
      ...makeComparison({ items: items(2) }),
      finishedAt: '2026-11-23T14:52:00Z',
      source: {
        engine: 'ai',
        model: 'gpt-4o-mini',
        evidence: [
          {
            item: 'Item 1',
            as_of: '2025-06-01',
            facts: [
              { label: 'Brand', value: 'Apple' },
              { label: 'Typical price in Türkiye', value: 'about 58,000 TRY' },
            ],
          },
        ],
      },
    });
    const evidence = screen.getByTestId('evidence-note');
    expect(
      within(evidence).getByText(/Facts from Kıyasla's catalogue the model wrote from \(1 item, as of/),
    ).toBeVisible();
    await userEvent.click(within(evidence).getByText(/Facts from Kıyasla's catalogue/));
    expect(within(evidence).getByRole('heading', { name: 'Item 1' })).toBeVisible();
    expect(within(evidence).getByText('Typical price in Türkiye')).toBeVisible();
    expect(within(evidence).getByText('about 58,000 TRY')).toBeVisible();
  });

  it('says a profile of fewer than two identified items was not counted, as the server says', () => {
    const profile = makeComparison({
      items: [{ name: 'Türk Telekom' }, { name: 'Vodafone fiber internet' }],
      unidentified_items: ['Vodafone fiber internet'],
    });
    const { unmount } = renderReport({ ...profile, counted: false });
    expect(screen.getByTestId('unidentified-note')).toHaveTextContent(
      'Could not identify Vodafone fiber internet. The report gives no rating, price or facts for an item it does not know. It identifies fewer than two of the items you typed, so it is not a comparison and was not counted.',
    );
    unmount();
    renderReport({ ...profile, counted: true });
    expect(screen.getByTestId('unidentified-note')).not.toHaveTextContent(/not counted/);
  });

  it('names the items that could not be identified and gives them no ratings', () => {
    renderReport(
      makeComparison({
        items: [{ name: 'iPhone 15', user_rating: 4.6, user_vote_count: 10 }, { name: 'Zorblax 9' }],
        unidentified_items: ['Zorblax 9', 'Quux'],
        comparison_scores: [score('iPhone 15', 8)],
      }),
    );
    expect(screen.getByTestId('unidentified-note')).toHaveTextContent('Could not identify Zorblax 9 and Quux.');
    // No advice to type the full name: the user may well have typed it.
    expect(screen.getByTestId('unidentified-note')).not.toHaveTextContent(/full name/);
    const cards = within(screen.getByTestId('items-grid'))
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('report-card'));
    expect(cards[1]).toHaveTextContent('Not identified');
    expect(within(cards[1]).queryByText('User rating')).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('4.6 / 5')).toBeInTheDocument();
  });
});

describe('a publicly shared comparison', () => {
  it('renders from a SharedComparison (no id) with a read-only poll and no owner actions', () => {
    const { id: _id, ...rest } = makeComparison({
      items: items(2),
      poll: {
        options: [
          { label: 'Item 1', votes: 3 },
          { label: 'Item 2', votes: 1 },
        ],
        total_votes: 4,
      },
    });
    const shared: SharedComparison = { ...rest, shareId: 'abc', sharedAt: '2026-11-23T10:00:00Z' };
    renderReport(shared, { showShareButtons: true });
    expect(screen.getByRole('heading', { name: 'Comparison report' })).toBeInTheDocument();
    expect(screen.getByText('3 votes (75%)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('readOnly shows the poll’s results without vote buttons, even for a comparison with an id', () => {
    const poll = {
      options: [
        { label: 'Item 1', votes: 3 },
        { label: 'Item 2', votes: 1 },
      ],
      total_votes: 4,
    };
    const { unmount } = renderReport(makeComparison({ items: items(2), poll }));
    expect(screen.getAllByRole('button', { name: /Vote for/ })).toHaveLength(2);
    unmount();
    renderReport(makeComparison({ items: items(2), poll }), { readOnly: true });
    expect(screen.getByText('3 votes (75%)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
  });
});

describe('a report being written', () => {
  it('shows the sections so far and a placeholder in the place of each one to come, without actions', () => {
    const list = items(2);
    const comparison = makeComparison({ items: list });
    renderReport(
      { ...comparison, status: 'writing', result: undefined },
      {
        showShareButtons: true,
        live: {
          draft: { summary: 'Written first.', items: list },
          pending: ['differences', 'pricing_analysis', 'poll'],
          writing: 'differences',
        },
      },
    );
    expect(screen.getByText('Written first.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Item 1', level: 4 })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Summary', 'Compared items', 'Differences', 'Pricing analysis', 'User poll']);
    expect(within(screen.getByRole('region', { name: 'Differences' })).getByText('Being written…')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Pricing analysis' })).getByText('To come')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'User poll' })).getByText('To come')).toBeInTheDocument();
    // Nothing to share, export or jump between until it is done.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Jump to a section' })).not.toBeInTheDocument();
  });
});
