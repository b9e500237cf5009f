// Reports about the new categories say only what holds for them: operators' and home internet's
// commitments are not "cancel at any time", their prices are not "streaming prices", and a free AI
// app is not free software whose "real cost is hosting".
import { describe, expect, it } from 'vitest';
import { splitComparisonItems } from '@shared/compare-items';
import { demoCompare } from '../index';

function report(query: string, language: 'en' | 'tr') {
  const outcome = demoCompare({ query, items: splitComparisonItems(query), features: [], isDetailed: true, language });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

describe('new categories in a report', () => {
  it.each(['Turkcell vs Vodafone', 'TurkNet vs Turkcell Superonline'])(
    '%s: no "cancel at any time", no streaming',
    (query) => {
      const en = JSON.stringify(report(query, 'en'));
      const tr = JSON.stringify(report(query, 'tr'));
      expect(en).not.toMatch(/cancelled at any time|Streaming prices/);
      expect(tr).not.toMatch(/istenildiği zaman iptal|yayın platformu fiyatları/);
      expect(en).toMatch(/Operators in Türkiye have raised prices/);
    },
  );

  it('AI assistants: cancellable plans priced in dollars', () => {
    const result = report('ChatGPT vs Claude', 'en');
    expect(result.similarities).toContain('Both are billed monthly and can be cancelled at any time.');
    expect(result.pricing_analysis![0].price_trend).toMatch(/US dollars/);
  });

  it('free AI apps are not free software with hosting costs', () => {
    for (const language of ['en', 'tr'] as const) {
      const text = JSON.stringify(report('Microsoft Copilot vs DeepSeek', language));
      expect(text).not.toMatch(/hosting|barındırma|large communities|büyük topluluk/);
    }
  });
});
