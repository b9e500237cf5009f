// Every figure of a report names its source: the Sources list with dates, each figure's mark
// with its source on keyboard focus, estimates marked in words, old facts marked stale, the day
// the report was written, and the CSV keeping all of it. The report is the contract's example,
// read through the generated MSW handlers.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getComparison } from '@/api/generated/query/comparisons/comparisons';
import type { DoneComparison } from '@/features/compare/lib/report-progress';
import { shownSources } from '@/features/compare/lib/fact-sources';
import { reportCsvRows, type CsvLabels } from '@/features/compare/lib/report-csv';
import { prepareI18n, renderReport } from './report-test-utils';

// The contract's example: specs as of 1 September 2025, prices as of 10 June 2024, scores the
// model's estimate. Read on 1 October 2025, only the prices are older than 12 months.
const TODAY = new Date('2025-10-01T12:00:00Z');

async function exampleReport(): Promise<DoneComparison> {
  // The HTTP layer unwraps the envelope: this is the example's comparison itself.
  return (await getComparison('cmp_65f1a2b3c4d5e6f7a8b9c0d1')) as DoneComparison;
}

beforeAll(() => prepareI18n('en'));
afterEach(async () => {
  vi.useRealTimers();
  await prepareI18n('en');
});

const pinToday = () => vi.useFakeTimers({ toFake: ['Date'], now: TODAY });

describe('the Sources section', () => {
  it('lists each source with its kind and date, numbered as the figures’ marks', async () => {
    const comparison = await exampleReport();
    pinToday();
    renderReport(comparison);
    const section = screen.getByRole('region', { name: 'Sources' });
    const entries = within(section).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '1. Specifications: Apple - iPhone 15 technical specifications — as of 1 September 2025 (https://www.apple.com/iphone-15/specs/)',
      '2. Specifications: Samsung - Galaxy S24 specifications — as of 1 September 2025 (https://www.samsung.com/global/galaxy/galaxy-s24/specs/)',
      '3. Prices: Apple and Samsung online stores in Türkiye — price as of June 2024 — may have changed (https://www.apple.com/tr/iphone-15/)',
      '4. Ratings: Hepsiburada product ratings — as of 1 September 2025 (https://www.hepsiburada.com/)',
      "5. Estimates: The model's estimate — as of 15 September 2025",
    ]);
    expect(within(section).getByRole('link', { name: 'Hepsiburada product ratings' })).toHaveAttribute(
      'href',
      'https://www.hepsiburada.com/',
    );
    expect(within(section).getByText(/Some facts are older than 12 months/)).toBeInTheDocument();
  });

  it('says in Turkish that an old price may have changed', async () => {
    const comparison = await exampleReport();
    await prepareI18n('tr');
    pinToday();
    renderReport({ ...comparison, language: 'tr' });
    const section = screen.getByRole('region', { name: 'Kaynaklar' });
    expect(within(section).getByText('Haziran 2024 tarihli fiyat — değişmiş olabilir')).toBeInTheDocument();
    expect(within(section).getAllByText('1 Eylül 2025 itibarıyla')).toHaveLength(3);
  });
});

describe('the sources of the figures a section’s sentences quote', () => {
  it('are marked at the end of the section, each by its number, and nowhere else', async () => {
    const comparison = await exampleReport();
    pinToday();
    renderReport(comparison);
    // The example's differences quote both phones' refresh rates; its summary, the Galaxy's.
    const marks = (section: string) =>
      within(screen.getByTestId(`quoted-sources-${section}`))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(screen.getByTestId('quoted-sources-differences')).toHaveTextContent(
      /^Sources of the figures in this section:/,
    );
    expect(marks('differences')).toEqual(['Source 1', 'Source 2']);
    expect(marks('summary')).toEqual(['Source 2']);
    expect(screen.queryByTestId('quoted-sources-similarities')).not.toBeInTheDocument();
  });
});

describe('each figure’s source', () => {
  it('is named on keyboard focus by the mark after the figure, and Escape hides it', async () => {
    const comparison = await exampleReport();
    pinToday();
    const user = userEvent.setup();
    // jsdom lays nothing out, so it has no scrolling to do.
    Element.prototype.scrollIntoView = vi.fn();
    renderReport(comparison);
    const price = screen.getByTestId('analysis-grid-pricing');
    const mark = within(price).getAllByRole('button', { name: 'Source 3' })[0];
    mark.focus();
    expect(mark).toHaveFocus();
    expect(mark).toHaveAccessibleDescription(
      'Apple and Samsung online stores in Türkiye — price as of June 2024 — may have changed',
    );
    // The stale mark shows a warning sign beside its number.
    expect(mark).toHaveTextContent('!3');
    await user.keyboard('{Escape}');
    expect(mark.closest('.fact-ref')).toHaveClass('is-dismissed');
    // The mark leads to the source in the Sources list.
    await user.click(mark);
    expect(screen.getByRole('region', { name: 'Sources' }).querySelector('li:nth-child(3)')).toHaveFocus();
  });

  it('marks every figure of the spec tables, the scores and the ratings; estimates say so in words', async () => {
    const comparison = await exampleReport();
    pinToday();
    renderReport(comparison);
    const rating = within(screen.getByTestId('items-grid')).getAllByText('4.6 / 5')[0];
    expect(within(rating.closest('dd')!).getByRole('button', { name: 'Source 4' })).toBeInTheDocument();
    const specs = screen.getByRole('region', { name: 'Specialized features' });
    const sized = within(specs).getByRole('row', { name: /Size/ });
    expect(
      within(sized)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Source 1', 'Source 2']);
    const sustainability = screen.getByTestId('analysis-grid-sustainability');
    for (const score of ['4.0 / 5', '3.5 / 5']) {
      const cell = within(sustainability).getByText(score).closest('dd')!;
      expect(cell).toHaveTextContent(`${score}est.5`);
    }
    // "Eco-friendly materials: Yes" and the energy line are the writer's estimates too.
    for (const field of ['eco_friendly_materials', 'energy_consumption'])
      for (const cell of sustainability.querySelectorAll(`[data-field="${field}"] dd`))
        expect(
          within(cell as HTMLElement)
            .getByRole('button', { name: 'Source 5' })
            .closest('.fact-ref'),
        ).toHaveTextContent('est.5');
    expect(screen.getByTestId('scores-sources')).toHaveTextContent('est.');
    // The verdict quotes the winner's score with the same mark.
    const winner = within(screen.getByTestId('verdict')).getByText('8.4 / 10', { exact: false });
    expect(within(winner).getByRole('button', { name: 'Source 5' })).toBeInTheDocument();
    expect(winner).toHaveTextContent('est.');
  });

  it('shows no mark and no rating where the report names no source', async () => {
    const comparison = await exampleReport();
    const result = { ...comparison.result, sources: undefined };
    result.items = result.items.map(({ name, pros, cons }) => ({ name, pros, cons }));
    renderReport({ ...comparison, result });
    expect(screen.queryByRole('region', { name: 'Sources' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Source \d/ })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('items-grid')).queryByText('User rating')).not.toBeInTheDocument();
  });
});

describe('when the report was written', () => {
  it('a demo report says the day it was written beside its data’s date', async () => {
    const comparison = await exampleReport();
    renderReport({ ...comparison, source: { engine: 'demo', data_as_of: '2025-06-01' } });
    expect(screen.getByTestId('demo-note')).toHaveTextContent('Catalogue data as of 1 June 2025.');
    expect(screen.getByTestId('written-on')).toHaveTextContent('Report written on 15 September 2025.');
  });
});

describe('the CSV', () => {
  it('keeps the notes, each row’s sources and the Sources list with their dates', async () => {
    const comparison = await exampleReport();
    const sources = shownSources(comparison.result.sources, TODAY, 12);
    const labels: CsvLabels = {
      feature: 'Feature',
      criterion: 'Criterion',
      specialized: 'Specialized features',
      scores: 'Scores',
      detailed: 'Detailed comparison',
      criteria: {
        overall_score: 'Overall',
        design: 'Design',
        usability: 'Usability',
        performance: 'Performance',
        pricing: 'Pricing',
      },
      notes: ['Report written on September 15, 2025.', 'Demo data. Catalogue data as of June 1, 2025.'],
      sources: {
        column: 'Sources',
        title: 'Sources',
        header: ['No.', 'Kind', 'Source', 'Address', 'As of'],
        kind: {
          specification: 'Specifications',
          measured: 'Measurements',
          price: 'Prices',
          rating: 'Ratings',
          estimate: 'Estimates',
        },
        estimateMark: 'est.',
        dateOf: (shown) => (shown.stale ? `stale since ${shown.source.as_of}` : shown.source.as_of),
      },
    };
    const rows = reportCsvRows(comparison.result, labels, sources);
    expect(rows.slice(0, 2)).toEqual([
      ['Report written on September 15, 2025.'],
      ['Demo data. Catalogue data as of June 1, 2025.'],
    ]);
    expect(rows).toContainEqual(['Feature', 'iPhone 15', 'Samsung Galaxy S24', 'Sources']);
    expect(rows).toContainEqual(['Size', '6.1 inch', '6.2 inch', '1; 2']);
    expect(rows).toContainEqual(['Overall', 8.3, 8.4, '5 (est.)']);
    const list = rows.slice(rows.findIndex((row) => row[0] === 'Sources' && row.length === 1));
    expect(list).toEqual([
      ['Sources'],
      ['No.', 'Kind', 'Source', 'Address', 'As of'],
      [
        1,
        'Specifications',
        'Apple - iPhone 15 technical specifications',
        'https://www.apple.com/iphone-15/specs/',
        '2025-09-01',
      ],
      [
        2,
        'Specifications',
        'Samsung - Galaxy S24 specifications',
        'https://www.samsung.com/global/galaxy/galaxy-s24/specs/',
        '2025-09-01',
      ],
      [
        3,
        'Prices',
        'Apple and Samsung online stores in Türkiye',
        'https://www.apple.com/tr/iphone-15/',
        'stale since 2024-06-10',
      ],
      [4, 'Ratings', 'Hepsiburada product ratings', 'https://www.hepsiburada.com/', '2025-09-01'],
      [5, 'Estimates', "The model's estimate", undefined, '2025-09-15'],
    ]);
  });
});
