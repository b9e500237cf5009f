import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { items, makeComparison, prepareI18n, renderReport } from './report-test-utils';

beforeAll(() => prepareI18n('en'));
afterEach(() => vi.unstubAllGlobals());

const gridColumns = (element: HTMLElement) => element.style.getPropertyValue('--columns');

describe('grids', () => {
  it.each([
    [1, '1'],
    [2, '2'],
    [3, '3'],
    [4, '4'],
    [5, '4'],
    [6, '4'],
  ])('%i item(s) → %s item columns; the analysis grid has one column per item', (count, expected) => {
    const list = items(count);
    renderReport(
      makeComparison({
        items: list,
        pricing_analysis: list.map((item) => ({ item_name: item.name, current_price: '100' })),
      }),
    );
    expect(gridColumns(screen.getByTestId('items-grid'))).toBe(expected);
    expect(gridColumns(screen.getByTestId('analysis-grid-pricing'))).toBe(String(count));
  });
});

describe('differences and similarities', () => {
  it('three entries show no toggle', () => {
    renderReport(makeComparison({ items: items(2), differences: ['a', 'b', 'c'] }));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('more than three entries collapse to 96px and expand to 500px', async () => {
    const user = userEvent.setup();
    renderReport(makeComparison({ items: items(2), similarities: ['a', 'b', 'c', 'd'] }));
    const toggle = screen.getByRole('button', { name: 'Show more' });
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(body).toHaveStyle({ maxHeight: '96px' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(body).toHaveStyle({ maxHeight: '500px' });
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('section order and optional sections', () => {
  it('shows the sections in the spec order and skips missing or empty ones', () => {
    const list = items(2);
    renderReport(
      makeComparison({
        items: list,
        differences: ['d'],
        similarities: [],
        specialized_features: [
          { category: 'Screen', features: [{ name: 'Size', item1Value: '6.1"', item2Value: '6.2"' }] },
        ],
        comparison_scores: list.map((item) => ({ item_name: item.name, scores: { design: 8 }, overall_score: 7 })),
        sustainability_analysis: [{ item_name: 'Item 1', eco_friendly_materials: true, recyclability_score: 4 }],
        use_case_recommendations: [{ use_case: 'Travel', recommended_item: 'Item 1', reason: 'Light' }],
        user_feedback_summary: [{ item_name: 'Item 1', overall_sentiment: 'Positive' }],
        poll: {
          options: [
            { label: 'Item 1', votes: 3 },
            { label: 'Item 2', votes: 1 },
          ],
          total_votes: 4,
        },
      }),
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    // The verdict comes first. The feedback entry holds only an overall sentiment, which the
    // item card now shows: the feedback section adds nothing, so it is not shown.
    expect(headings).toEqual([
      'Verdict',
      'Summary',
      'Compared items',
      'Differences',
      'Specialized features',
      'Scores',
      'Sustainability analysis',
      'Use-case recommendations',
      'User poll',
    ]);
  });

  it('shows missing values as "unknown", yes/no and scores out of 10 and 5', () => {
    renderReport(
      makeComparison({
        items: [{ name: 'A' }, { name: 'B', user_rating: 4.5, user_vote_count: 1200 }],
        sustainability_analysis: [
          { item_name: 'A', eco_friendly_materials: true, recyclability_score: 4 },
          { item_name: 'B', eco_friendly_materials: false },
        ],
        sentiment_analysis: [{ item_name: 'A', overall_sentiment_score: 8.25 }],
        security_and_privacy_analysis: [
          { item_name: 'A', known_vulnerabilities: 'None known' },
          { item_name: 'B', known_vulnerabilities: ['CVE-1', 'CVE-2'] },
        ],
      }),
    );
    const cards = screen.getByTestId('items-grid');
    expect(within(cards).getByText('4.5 / 5')).toBeInTheDocument();
    expect(within(cards).getByText('1,200')).toBeInTheDocument();
    // A: pros and cons unknown, and no rating or vote count at all (a rating is shown only as
    // given, never as "unknown"); B: pros and cons.
    expect(within(cards).getAllByText('unknown')).toHaveLength(4);
    expect(within(cards).getAllByText('User rating')).toHaveLength(1);
    const sustainability = screen.getByTestId('analysis-grid-sustainability');
    expect(within(sustainability).getByText('Yes')).toBeInTheDocument();
    expect(within(sustainability).getByText('No')).toBeInTheDocument();
    // Scores always carry one decimal.
    expect(within(sustainability).getByText('4.0 / 5')).toBeInTheDocument();
    expect(within(screen.getByTestId('analysis-grid-sentiment')).getByText('8.3 / 10')).toBeInTheDocument();
    const security = screen.getByTestId('analysis-grid-security');
    expect(within(security).getByText('None known')).toBeInTheDocument();
    expect(within(security).getByText('CVE-2')).toBeInTheDocument();
    expect(screen.queryByText('0 / 5')).not.toBeInTheDocument();
  });
});

describe('analysis fields', () => {
  it('leaves out a field no item has (it does not fit them) and shows unknown where only one item lacks it', () => {
    renderReport(
      makeComparison({
        items: items(2),
        performance_analysis: [
          { item_name: 'Item 1', speed: 'Quick', benchmarks: '8.6/10' },
          { item_name: 'Item 2', benchmarks: '8.1/10' },
        ],
      }),
    );
    const grid = screen.getByTestId('analysis-grid-performance');
    expect(within(grid).getAllByText('Speed')).toHaveLength(2);
    expect(within(grid).getAllByText('unknown')).toHaveLength(1);
    for (const field of ['Efficiency', 'Reliability']) expect(within(grid).queryByText(field)).not.toBeInTheDocument();
  });

  it("says a maker's sustainability claim is not recorded where the catalogue has none, not that it is unknown", () => {
    renderReport(
      makeComparison({
        items: items(2),
        sustainability_analysis: [
          { item_name: 'Item 1', company_sustainability_efforts: 'Carbon neutral operations since 2020' },
          { item_name: 'Item 2' },
        ],
      }),
    );
    const grid = screen.getByTestId('analysis-grid-sustainability');
    const claims = within(grid)
      .getAllByText('Company sustainability efforts')
      .map((term) => term.nextElementSibling?.textContent);
    expect(claims).toEqual(['Carbon neutral operations since 2020', 'not recorded']);
    expect(within(grid).queryByText('unknown')).not.toBeInTheDocument();
  });
});

describe('specialized features table', () => {
  const comparison = makeComparison({
    items: items(3),
    specialized_features: [
      {
        category: 'Battery',
        features: [
          { name: 'Capacity', item1Value: '3349 mAh', item2Value: '4000 mAh', item3Value: '3800 mAh' },
          { name: 'Wireless charging', item1Value: 'Yes', item2Value: 'yes', item3Value: 'Yes' },
          { name: 'Weight', item1Value: '171 g', item2Value: null },
        ],
      },
    ],
  });

  it('marks the clearly best value and shows unknown for missing ones', () => {
    renderReport(comparison);
    const table = screen.getByRole('table', { name: 'Battery' });
    const capacity = within(table).getByRole('row', { name: /Capacity/ });
    expect(within(capacity).getByText('Best').closest('td')).toHaveTextContent('4000 mAh');
    const weight = within(table).getByRole('row', { name: /Weight/ });
    expect(within(weight).getAllByText('unknown')).toHaveLength(2);
    expect(within(weight).queryByText('Best')).not.toBeInTheDocument();
  });

  it('"Show only differences" hides rows whose values are all the same', async () => {
    const user = userEvent.setup();
    renderReport(comparison);
    expect(screen.getByRole('row', { name: /Wireless charging/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(screen.queryByRole('row', { name: /Wireless charging/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Capacity/ })).toBeInTheDocument();
  });
});

describe('scores chart', () => {
  it('draws one bar per item and criterion with a text alternative', async () => {
    const user = userEvent.setup();
    renderReport(
      makeComparison({
        items: items(2),
        comparison_scores: [
          { item_name: 'Item 1', scores: { design: 9, pricing: 6 }, overall_score: 8 },
          { item_name: 'Item 2', scores: { design: 7 }, overall_score: 7.5 },
        ],
      }),
    );
    const chart = screen.getByRole('img', { name: /Overall scores chart/ });
    // overall, design, pricing have values: 3 criteria × 2 items.
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    // The text alternative sits behind a toggle (the scores are shown once).
    await user.click(screen.getByRole('button', { name: 'Show the scores as a table' }));
    const table = screen.getByRole('group', { name: 'Scores' });
    expect(within(table).getByRole('row', { name: /Value for money/ })).toHaveTextContent('6.0 / 10unknown');
  });
});

describe('animation staggers', () => {
  it('delays item cards by 50 ms, analysis cards by 75 ms and use-case cards by 100 ms', () => {
    const list = items(3);
    renderReport(
      makeComparison({
        items: list,
        design_analysis: list.map((item) => ({ item_name: item.name })),
        use_case_recommendations: [1, 2, 3].map((n) => ({
          use_case: `Case ${n}`,
          recommended_item: 'Item 1',
          reason: 'r',
        })),
      }),
    );
    const itemCards = within(screen.getByTestId('items-grid'))
      .getAllByRole('listitem', { hidden: false })
      .filter((li) => li.classList.contains('report-card'));
    expect(itemCards.map((card) => card.style.animationDelay)).toEqual(['0ms', '50ms', '100ms']);
    const analysisCards = screen.getByTestId('analysis-grid-design').querySelectorAll<HTMLElement>(':scope > li');
    expect([...analysisCards].map((card) => card.style.animationDelay)).toEqual(['0ms', '75ms', '150ms']);
    expect(screen.getAllByTestId('use-case-card').map((card) => card.style.animationDelay)).toEqual([
      '0ms',
      '100ms',
      '200ms',
    ]);
  });

  it('does not leave the cards of a section that is out of view mid-animation (content-visibility pauses them)', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const list = items(2);
    renderReport(makeComparison({ items: list, design_analysis: list.map((item) => ({ item_name: item.name })) }));
    const cards = () => [...screen.getByTestId('analysis-grid-design').querySelectorAll<HTMLElement>(':scope > li')];
    expect(cards().every((card) => card.classList.contains('report-animate'))).toBe(true);
    act(() => notify([{ isIntersecting: false }]));
    expect(cards().some((card) => card.classList.contains('report-animate'))).toBe(false);
  });

  it('does not animate under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderReport(
      makeComparison({
        items: items(2),
        use_case_recommendations: [{ use_case: 'x', recommended_item: 'y', reason: 'z' }],
      }),
    );
    const cards = screen.getByTestId('items-grid').querySelectorAll<HTMLElement>(':scope > li');
    for (const card of cards) {
      expect(card).not.toHaveClass('report-animate');
      expect(card.style.animationDelay).toBe('');
    }
    expect(screen.getByTestId('use-case-card')).not.toHaveClass('report-animate');
  });
});

describe('actions', () => {
  it('hides PDF and share unless told to show them', () => {
    renderReport(makeComparison({ items: items(2) }));
    expect(screen.queryByRole('button', { name: 'Export to PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
  // Printing, the public share link, copy link and export gating: see ../report-actions.test.tsx.
});

describe('poll', () => {
  it('shows votes as percentages of the total', () => {
    renderReport(
      makeComparison({
        items: items(2),
        poll: {
          question: 'Which?',
          options: [
            { label: 'Item 1', votes: 3 },
            { label: 'Item 2', votes: 1 },
          ],
          total_votes: 4,
          user_vote: 'Item 1',
        },
      }),
    );
    expect(screen.getByText('3 votes (75%)')).toBeInTheDocument();
    expect(screen.getByText('1 vote (25%)')).toBeInTheDocument();
    expect(screen.getByText('4 votes in total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for Item 1' })).toHaveAttribute('aria-pressed', 'true');
  });
});
