// While a report is written every read hands over a new draft object; the sections already there
// keep their identity. What the report derives from them must keep its identity too, or every
// arriving section would redraw the memoised sections before it.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReportDraft } from '@shared/api/generated/model';
import { useReportModel } from './use-report-model';

describe('useReportModel', () => {
  it('keeps what it derived from unchanged sections when another section arrives', () => {
    const items = [
      { name: 'Item 1', pros: ['Light'] },
      { name: 'Item 2', pros: ['Cheap'] },
    ];
    const comparison_scores = [
      { item_name: 'Item 1', scores: {}, overall_score: 8 },
      { item_name: 'Item 2', scores: {}, overall_score: 7 },
    ];
    const specialized_features = [
      { category: 'Screen', features: [{ name: 'Size', item1Value: '6"', item2Value: '7"' }] },
    ];
    const first: ReportDraft = { summary: 'S', comparison_scores, items, specialized_features };
    const { result, rerender } = renderHook((draft: ReportDraft) => useReportModel(draft), { initialProps: first });
    const before = result.current;
    rerender({ ...first, differences: ['A difference'] });
    expect(result.current.itemNames).toBe(before.itemNames);
    expect(result.current.specialized).toBe(before.specialized);
    expect(result.current.feedback).toBe(before.feedback);
    expect(result.current.overall).toBe(before.overall);
    expect(result.current.isUnidentified).toBe(before.isUnidentified);
    // A section it reads changes: that value follows.
    rerender({ ...first, items: [...items, { name: 'Item 3' }] });
    expect(result.current.itemNames).toEqual(['Item 1', 'Item 2', 'Item 3']);
  });
});
