import { describe, expect, it } from 'vitest';
import { getSampleComparison } from '@/api/generated/query/comparisons/comparisons';
import { clearSession } from '@/lib/session';
import { setRequestLanguage } from './test-utils';

describe('GET /api/sample-comparison', () => {
  it('answers without a token: a demo report with a verdict and a table, the same on every call', async () => {
    clearSession();
    setRequestLanguage('en');
    const sample = await getSampleComparison();
    expect(sample).toMatchObject({
      shareId: 'sample',
      language: 'en',
      items: ['iPhone 15', 'Samsung Galaxy S24'],
      source: { engine: 'demo' },
    });
    expect(sample.result.comparison_scores?.length).toBe(2);
    expect(sample.result.use_case_recommendations?.length).toBeGreaterThan(0);
    expect(sample.result.specialized_features?.some((category) => (category.features ?? []).length > 0)).toBe(true);
    expect(await getSampleComparison()).toEqual(sample);
  });

  it('follows Accept-Language', async () => {
    clearSession();
    setRequestLanguage('tr');
    const sample = await getSampleComparison();
    expect(sample.language).toBe('tr');
    expect(sample.result.summary).toContain('demo verisi');
  });
});
