import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import {
  getGetSampleComparisonMockHandler,
  getGetSampleComparisonResponseMock,
} from '@/api/generated/query/comparisons/comparisons.msw';
import type { SharedComparison } from '@shared/api/generated/model';
import { prepareI18n } from './components/report/report-test-utils';
import { SampleReportExcerpt } from './sample-report-excerpt';

function renderExcerpt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SampleReportExcerpt />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SampleReportExcerpt', () => {
  it('loads the sample report: a spinner, then the demo label, the verdict, one table and a way to start', async () => {
    await prepareI18n('en');
    renderExcerpt();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sample report…');
    const report = await screen.findByRole('article', { name: 'iPhone 15 vs Samsung Galaxy S24' });
    expect(within(report).getByText('Demo data')).toBeInTheDocument();
    expect(within(report).getByTestId('demo-note')).toHaveTextContent(
      /^Demo data: this report was written by the built-in demo engine/,
    );
    const verdict = within(report).getByTestId('verdict');
    expect(verdict).toHaveTextContent(/Overall winner\s*Samsung Galaxy S24/i);
    const tables = within(report).getAllByRole('table');
    expect(tables).toHaveLength(1);
    expect(within(tables[0]).getByRole('columnheader', { name: 'iPhone 15' })).toBeInTheDocument();
    expect(within(tables[0]).getByRole('rowheader', { name: 'Display' })).toBeInTheDocument();
    expect(within(tables[0]).getByRole('row', { name: /Display.*120 Hz/ })).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Run your own comparison free' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('in Turkish: asks for the report in Turkish and shows it so, with the Turkish demo label', async () => {
    // The server writes the sample in the request's language (server/tests); this one answers in
    // Turkish only when the request asked for it.
    const english = getGetSampleComparisonResponseMock().data as SharedComparison;
    const turkish: SharedComparison = {
      ...english,
      language: 'tr',
      result: {
        ...english.result,
        specialized_features: english.result.specialized_features?.map((category) => ({
          ...category,
          category: 'Teknik özellikler',
        })),
      },
    };
    server.use(
      getGetSampleComparisonMockHandler(({ request }) => ({
        success: true,
        data: request.headers.get('Accept-Language') === 'tr' ? turkish : english,
      })),
    );
    await prepareI18n('tr');
    renderExcerpt();
    const report = await screen.findByRole('article', { name: 'iPhone 15 vs Samsung Galaxy S24' });
    expect(report).toHaveAttribute('lang', 'tr');
    expect(within(report).getByText('Demo verisi')).toBeInTheDocument();
    expect(within(report).getByRole('table')).toHaveAccessibleName('Teknik özellikler');
    expect(within(report).getByRole('link', { name: 'Kendi karşılaştırmanızı ücretsiz yapın' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('a failed load says so and "Try again" loads it', async () => {
    await prepareI18n('en');
    let calls = 0;
    server.use(
      http.get('*/api/sample-comparison', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }) : undefined;
      }),
    );
    renderExcerpt();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sample report could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('verdict')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
