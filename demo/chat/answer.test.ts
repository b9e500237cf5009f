// The demo assistant answers from the user's own comparisons first, the catalogue second, asks
// when it cannot tell, and writes real markdown with links only into the app.
import { describe, expect, it } from 'vitest';
import type { Language } from '@/api/generated/model';
import type { WrittenComparison as Comparison } from '../types';
import { demoChat, demoCompare } from '../index';

function stored(query: string, items: string[], id: string, language: Language = 'en'): Comparison {
  const outcome = demoCompare({ query, items, features: [], isDetailed: false, language });
  if (!outcome.ok) throw new Error(outcome.message);
  return {
    id,
    query,
    items: outcome.items,
    features: [],
    isDetailed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    language,
    source: outcome.source,
    status: 'done',
    result: outcome.result,
  };
}

const COMPARISONS = [
  stored('iPhone 15 vs Pixel 8', ['iPhone 15', 'Pixel 8'], 'cmp_phones'),
  stored('Netflix vs Disney+', ['Netflix', 'Disney+'], 'cmp_streaming'),
];
const ask = (
  content: string,
  language: Language = 'en',
  history: { role: 'user' | 'assistant'; content: string }[] = [],
) => demoChat({ content, language, history, comparisons: COMPARISONS });

/** Every markdown link target in a reply. */
const links = (markdown: string) => [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);

describe('demo assistant', () => {
  it('answers about an existing comparison by its items’ names, with its scores and a link to it', () => {
    const { output, source } = ask('In my iPhone 15 vs Pixel 8 comparison, which one is better value?');
    expect(source).toMatchObject({ engine: 'demo' });
    expect(output).toMatch(
      /^In your \*\*iPhone 15 vs Pixel 8\*\* comparison, \*\*Google Pixel 8\*\* scored highest on value for money with 7\.1\/10/,
    );
    expect(output).toMatch(/^- \*\*iPhone 15\*\*: overall 8\.2\/10/m);
    expect(links(output)).toEqual(['/app/compare/cmp_phones']);
  });

  it('answers a price question in Turkish from the stored comparison', () => {
    const { output } = ask('iPhone 15 mi Pixel 8 mi daha ucuz?', 'tr');
    expect(output).toContain(
      '**iPhone 15 vs Pixel 8** karşılaştırmanızda en uygun fiyatlı olan **Google Pixel 8**: yaklaşık 45.000 TL',
    );
    expect(output).toContain('Rakamlar demo verisidir');
  });

  it('follows the conversation: a question without names is about the items discussed last', () => {
    const { output } = ask('and which is cheaper?', 'en', [
      { role: 'user', content: 'Netflix or Disney+?' },
      { role: 'assistant', content: '…' },
    ]);
    expect(output).toMatch(/\*\*Netflix\*\* is the cheapest at 189\.99 TRY a month/);
    expect(links(output)).toEqual(['/app/compare/cmp_streaming']);
  });

  it('answers from the catalogue for items the user has not compared, and offers to run it', () => {
    const { output } = ask('Is Spotify better than Apple Music?');
    expect(output).toMatch(/You have not compared \*\*Spotify\*\* and \*\*Apple Music\*\* yet/);
    expect(output).toMatch(/^- \*\*Spotify\*\* \(2013\): 99 TRY a month/m);
    expect(links(output)).toEqual(['/app/compare?q=Spotify%20vs%20Apple%20Music']);
  });

  it('describes one known item with its facts', () => {
    const { output } = ask('Kindle Paperwhite hakkında bilgi verir misin?', 'tr');
    expect(output).toMatch(/^\*\*Kindle Paperwhite\*\*, demo kataloğundaki bir e-kitap okuyucu:/);
    expect(output).toContain('- Tipik fiyat: yaklaşık 6.500 TL');
  });

  it('asks a clarifying question, listing the user’s comparisons, when it cannot tell what is meant', () => {
    const { output } = ask('What about the one I liked?');
    expect(output).toMatch(/^I am not sure which products you mean\./);
    expect(output).toMatch(/\?/);
    expect(links(output)).toEqual(['/app/compare/cmp_phones', '/app/compare/cmp_streaming']);
    const tr = ask('Samsung telefon iyi mi?', 'tr').output;
    expect(tr).toMatch(/^Bir telefon gibi görünüyor ama modeli tanıyamadım\./);
  });

  it('writes different answers for different questions, never an echo of the question', () => {
    const questions = [
      'hello',
      'Is Spotify better than Apple Music?',
      'Tell me about the PS5',
      'iPhone 15 or Pixel 8: which is faster?',
      'What about that?',
    ];
    const outputs = questions.map((q) => ask(q).output);
    expect(new Set(outputs.map((o) => o.split('\n')[0])).size).toBe(questions.length);
    for (const [i, output] of outputs.entries()) {
      expect(output).not.toContain(questions[i]);
      for (const href of links(output)) expect(href).toMatch(/^\/app\//);
    }
    expect(outputs[3]).toMatch(/performance 8\.\d\/10/);
  });

  it('opened from a report, answers a question that names no product from that comparison, not the latest one', () => {
    const subject = COMPARISONS[1];
    const { output, source } = demoChat({
      content: 'Which one is better value?',
      language: 'en',
      history: [],
      comparisons: COMPARISONS,
      subject,
    });
    expect(source).toMatchObject({ engine: 'demo' });
    expect(output).toMatch(/^In your \*\*Netflix vs Disney\+\*\* comparison/);
    expect(output).toContain('*Figures are demo data.*');
    expect(links(output)).toEqual(['/app/compare/cmp_streaming']);
    // Without the subject the same question cannot tell what is meant: it asks.
    expect(ask('Which one is better value?').output).toMatch(/^I am not sure which products you mean\./);
  });

  it('opened from a report, a greeting in Turkish answers about that comparison', () => {
    // A pair with one overall leader (iPhone 15 and Pixel 8 now score alike: scores are each item's own).
    const subject = stored('iPhone 15 vs Galaxy S24', ['iPhone 15', 'Galaxy S24'], 'cmp_tr', 'tr');
    const { output } = demoChat({ content: 'Merhaba', language: 'tr', history: [], comparisons: [], subject });
    expect(output).toMatch(/^\*\*iPhone 15 vs Galaxy S24\*\* karşılaştırmanızda genel puanı en yüksek olan/);
    expect(output).toContain('Rakamlar demo verisidir');
  });
});
