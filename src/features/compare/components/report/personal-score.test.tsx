// The personal score panel: the reader's score and place beside the report's, under the verdict,
// with the sentence that says whether their priorities change the ranking — in both languages,
// while the report is written too. The figures are the server's; the panel only shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { getGetMyPackageMockHandler } from '@/api/generated/query/packages/packages.msw';
import { myPackageOf } from '@tests/test-user';
import type { PersonalScore } from '@shared/api/generated/model';
import { makeComparison, prepareI18n, renderReport } from './report-test-utils';

const SCORES = [
  { item_name: 'iPhone 15', scores: { design: 8.6, pricing: 7 }, overall_score: 8.3 },
  { item_name: 'Google Pixel 8', scores: { design: 8.5, pricing: 7.2 }, overall_score: 8.2 },
];
const FLIPPED: PersonalScore = {
  criteria: ['pricing', 'design'],
  items: [
    { item_name: 'iPhone 15', score: 7.1, rank: 2, report_score: 8.3, report_rank: 1, missing: [] },
    { item_name: 'Google Pixel 8', score: 7.3, rank: 1, report_score: 8.2, report_rank: 2, missing: ['design'] },
  ],
  leader_differs: true,
  ranking_differs: true,
  partial: false,
};

const reportWith = (personal?: PersonalScore) => ({
  ...makeComparison({ items: [{ name: 'iPhone 15' }, { name: 'Google Pixel 8' }], comparison_scores: SCORES }),
  ...(personal ? { personal_score: personal } : {}),
});

beforeAll(() => prepareI18n('en'));
afterAll(() => prepareI18n('en'));

describe('personal score', () => {
  it('says who comes first by the reader’s priorities, right after the verdict, with both rankings', () => {
    renderReport(reportWith(FLIPPED));
    const panel = screen.getByRole('region', { name: 'Your score' });
    expect(panel).toHaveTextContent('By your priorities, Google Pixel 8 comes first.');
    // Right under the verdict, before the summary.
    expect(screen.getByTestId('verdict').nextElementSibling).toBe(panel);
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Google Pixel 87.3 #18.2 #2', 'iPhone 157.1 #28.3 #1']);
    expect(within(panel).getByRole('columnheader', { name: 'Yours' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Weighted by your priorities: value for money and design (strongest first).');
    expect(panel).toHaveTextContent('Google Pixel 8 has no design score; its other criteria count in its place.');
    expect(within(panel).getByRole('link', { name: 'Change your priorities' })).toHaveAttribute(
      'href',
      '/app/profile#priorities',
    );
  });

  it('names shared first places, a changed order below first, and an unchanged ranking', () => {
    const { unmount } = renderReport(
      reportWith({ ...FLIPPED, items: FLIPPED.items.map((item) => ({ ...item, rank: 1 })) }),
    );
    expect(screen.getByTestId('personal-score')).toHaveTextContent(
      'By your priorities, iPhone 15 and Google Pixel 8 share first place.',
    );
    unmount();
    renderReport(reportWith({ ...FLIPPED, leader_differs: false, ranking_differs: false }));
    expect(screen.getByTestId('personal-score')).toHaveTextContent(
      "By your priorities, the ranking is the same as the report's.",
    );
  });

  it('is absent when the server sent none (no weights, or the package lacks the feature)', () => {
    renderReport(reportWith());
    expect(screen.getByTestId('verdict')).toBeInTheDocument();
    expect(screen.queryByTestId('personal-score')).not.toBeInTheDocument();
  });

  it('shows while the report is written, and says when a weighted section is still to come', () => {
    const comparison = { ...reportWith({ ...FLIPPED, partial: true }), status: 'writing' as const };
    renderReport(comparison, {
      live: { draft: { comparison_scores: SCORES }, pending: ['sentiment_analysis'], writing: 'sentiment_analysis' },
    });
    expect(screen.getByTestId('personal-score')).toHaveTextContent(
      'Some of your criteria are still being written; this score may change.',
    );
  });

  it('reads in Turkish', async () => {
    await prepareI18n('tr');
    renderReport(reportWith(FLIPPED));
    const panel = screen.getByRole('region', { name: 'Sizin puanınız' });
    expect(panel).toHaveTextContent('Önceliklerinize göre Google Pixel 8 birinci sırada.');
    expect(panel).toHaveTextContent('7,3 1.');
  });

  it('without priorities, a reader whose package has the personal score is invited to set them, under the verdict', async () => {
    await prepareI18n('en');
    server.use(getGetMyPackageMockHandler({ success: true, data: myPackageOf('Level_4') }));
    const { unmount } = renderReport(reportWith());
    const invite = await screen.findByRole('link', { name: 'Set your priorities to see your own ranking' });
    expect(invite).toHaveAttribute('href', '/app/profile#priorities');
    expect(screen.getByTestId('verdict').nextElementSibling).toBe(invite.parentElement);
    unmount();
    await prepareI18n('tr');
    renderReport(reportWith());
    expect(
      await screen.findByRole('link', { name: 'Kendi sıralamanızı görmek için önceliklerinizi belirleyin' }),
    ).toBeInTheDocument();
    await prepareI18n('en');
  });

  it('a package without the personal score gets no invitation', async () => {
    server.use(getGetMyPackageMockHandler({ success: true, data: myPackageOf('Level_3') }));
    renderReport(reportWith());
    expect(await screen.findByTestId('verdict')).toBeInTheDocument();
    // The package answer has arrived (the verdict is drawn at once; give the query its turn).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: /Set your priorities/ })).not.toBeInTheDocument();
  });
});
