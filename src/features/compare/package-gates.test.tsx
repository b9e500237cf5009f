// Every gate of a report follows the package's own feature list: the score chart is
// `graphical_representation`, so a package without it reads the scores as the table (the chart's
// text alternative) with a note naming the first package that has the chart.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import { exampleComparison } from '@tests/report-fixtures';
import { getGetComparisonMockHandler } from '@/api/generated/query/comparisons/comparisons.msw';
import type { PackageName } from '@shared/api/generated/model';

async function openReport(level: PackageName, language: 'en' | 'tr' = 'en') {
  const comparison = exampleComparison();
  server.use(getGetComparisonMockHandler({ success: true, data: comparison }));
  await renderApp(`/app/compare/${comparison.id}`, { user: signedInAs(level, { user: { language } }), language });
  const scores = await screen.findByRole('region', { name: language === 'en' ? 'Scores' : 'Puanlar' });
  return scores;
}

describe('the score chart follows graphical_representation', () => {
  it.each(['Level_1', 'Level_2'] as const)('%s reads the scores as a table, with the chart locked', async (level) => {
    const scores = await openReport(level);
    expect(await within(scores).findByText(/Graphical representation is part of Standard and above\./)).toBeVisible();
    expect(within(scores).queryByRole('img', { name: /Overall scores chart/ })).not.toBeInTheDocument();
    expect(within(scores).getByRole('table', { name: 'Scores' })).toBeInTheDocument();
    expect(within(scores).queryByRole('button', { name: 'Show the scores as a table' })).not.toBeInTheDocument();
    expect(within(scores).getByRole('link', { name: 'See the packages' })).toHaveAttribute(
      'href',
      '/app/package/upgrade',
    );
  });

  it('says so in Turkish too', async () => {
    const scores = await openReport('Level_1', 'tr');
    expect(await within(scores).findByText(/Grafiksel gösterim, Standart ve üstü paketlerde var\./)).toBeVisible();
    expect(within(scores).getByRole('link', { name: 'Paketleri görün' })).toBeInTheDocument();
  });

  it.each(['Level_3', 'Level_4'] as const)('%s sees the chart, with the table behind its toggle', async (level) => {
    const scores = await openReport(level);
    expect(await within(scores).findByRole('img', { name: /Overall scores chart/ })).toBeInTheDocument();
    expect(within(scores).getByRole('button', { name: 'Show the scores as a table' })).toBeInTheDocument();
    expect(within(scores).queryByText(/Graphical representation is part of/)).not.toBeInTheDocument();
  });
});

describe('the Compare page notice follows ad_supported', () => {
  it('Free (ad_supported) sees one notice marked as an ad, naming the first package without ads', async () => {
    await renderApp('/app/compare', { user: signedInAs('Level_1') });
    const ad = await screen.findByRole('complementary', { name: 'Advertisement' });
    expect(await within(ad).findByText(/without ads, from the Hobby package up\./)).toBeInTheDocument();
    expect(within(ad).getByText('Ad')).toBeInTheDocument();
  });

  it.each(['Level_2', 'Level_4'] as const)('%s (ad_free) sees none', async (level) => {
    // The answer the gate reads has arrived (and rendered) before looking for what it hides.
    const read = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname === '/api/packages/me') resolve();
      }),
    );
    await renderApp('/app/compare', { user: signedInAs(level) });
    await read;
    await screen.findByRole('heading', { level: 1, name: 'Compare products and services' });
    server.events.removeAllListeners();
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).not.toBeInTheDocument();
  });
});
