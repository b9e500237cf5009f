// Renders the report alone (no router table), with the real i18n and a fresh query client.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, i18nReady } from '@/i18n';
import type { ComparisonResult } from '@shared/api/generated/model';
import type { ReportComparison } from '@/features/compare/lib/report-model';
import type { DoneComparison, LiveReport } from '@/features/compare/lib/report-progress';
import { ComparisonReport } from './comparison-report';

export async function prepareI18n(language: 'en' | 'tr' = 'en') {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'compare', 'share']);
}

export function makeComparison(result: Partial<ComparisonResult> & Pick<ComparisonResult, 'items'>): DoneComparison {
  return {
    id: 'cmp_test',
    query: result.items.map((item) => item.name).join(' vs '),
    items: result.items.map((item) => item.name),
    features: [],
    isDetailed: false,
    createdAt: '2025-09-10T08:00:00Z',
    language: 'en',
    status: 'done',
    result: { summary: 'A short summary.', ...result },
  };
}

export function renderReport(
  comparison: ReportComparison,
  props: { showShareButtons?: boolean; readOnly?: boolean; live?: LiveReport } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ComparisonReport comparison={comparison} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const items = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Item ${index + 1}` }));
