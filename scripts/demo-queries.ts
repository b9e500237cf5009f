// Not a test: prints what the demo engine makes of everyday queries, as a reader would judge it
// (issue 24's closing note). For each query: the items the parser split, the ones the catalogue
// identified, the purpose it set apart, and the report's sentence on who leads, with a one-item
// profile's suggestions (or, when nothing is identified, the refusal and its suggestions).
// Rerun: npx tsx scripts/demo-queries.ts [--lang en] ["query" …] (queries given replace the list below)
import { parseArgs } from 'node:util';
import type { Language } from '@/api/generated/model';
import { demoCompare, parseQuery } from '../demo/index';
import { nothingIdentified, suggestionsAfter, suggestionsFor } from '../server/ai/item-check';

/** Queries a Turkish user might type, written before looking at what the catalogue holds. */
const QUERIES = [
  'iPhone 16 mı Samsung S24 mü',
  'redmi note 13 pro vs poco x6 pro',
  'Arçelik bulaşık makinesi vs Bosch bulaşık makinesi',
  'Dyson V15 mi Roborock S8 mi',
  'Turkcell mi Vodafone mu faturalı hat için',
  'superonline vs türk telekom fiber',
  'Netflix mi Amazon Prime mı',
  'Spotify vs Apple Music',
  'ChatGPT Plus vs Gemini Advanced',
  'Trendyol mu Hepsiburada mı',
  'PS5 vs Xbox Series X',
  'Nintendo Switch OLED vs Steam Deck',
  'MacBook Air M3 vs Asus Zenbook 14',
  'Lenovo Legion 5 vs Monster Tulpar',
  'Samsung QN90C vs LG C3',
  'AirPods Pro 2 mi Sony WF-1000XM5 mi',
  'Apple Watch Series 9 vs Galaxy Watch 6',
  'Kindle Paperwhite vs Kobo Libra 2',
  'Fiat Egea vs Renault Clio',
  'Togg T10X mi Tesla Model Y mi',
  'Toyota Corolla vs Honda Civic',
  'İzmir mi Ankara mı yaşamak için',
  'Antalya vs Bodrum tatil için',
  'React vs Vue',
  'PostgreSQL vs MongoDB',
  'Python mu Java mı',
  'Nike Pegasus 41 vs Asics Novablast 4',
  'Garanti BBVA vs İş Bankası',
  'Canon R6 Mark II vs Sony A7 IV',
  'Philips Airfryer vs Xiaomi air fryer',
];

const { values, positionals } = parseArgs({
  options: { lang: { type: 'string', default: 'tr' } },
  allowPositionals: true,
});
const queries = positionals.length ? positionals : QUERIES;
const language = values.lang as Language;

/** The summary's sentence on who leads overall (the one a reader quotes), else its first. */
function leadSentence(summary: string): string {
  // A sentence ends at a full stop before a capital: "iPad (10. nesil)" is one name, not two sentences.
  const sentences = summary.split(/(?<=\.)\s+(?=[\p{Lu}"“])/u);
  return sentences.find((s) => /^Genel puanda|overall/i.test(s)) ?? sentences[0];
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
let whole = 0;
console.log('| # | query | identified | purpose | all? | what a reader sees |');
console.log('|---|---|---|---|---|---|');
for (const [index, query] of queries.entries()) {
  const parsed = parseQuery(query);
  const outcome = demoCompare({ query, items: parsed.items, features: [], isDetailed: false, language });
  if (!outcome.ok) {
    console.log(`| ${index + 1} | ${cell(query)} | — | | no | ${cell(outcome.message)} |`);
    continue;
  }
  const unknown = new Set(outcome.result.unidentified_items ?? []);
  const known = outcome.result.items.map((item) => item.name).filter((name) => !unknown.has(name));
  const all = unknown.size === 0 && known.length === parsed.items.length;
  if (all) whole += 1;
  const refused = nothingIdentified(outcome.result, language);
  const shown = refused
    ? `${refused} → ${suggestionsFor(parsed.items)
        .map((s) => s.query)
        .join(' / ')}`
    : [
        leadSentence(outcome.result.summary),
        ...suggestionsAfter(outcome.result, parsed.items).map((s) => s.query),
      ].join(' → ');
  console.log(
    `| ${index + 1} | ${cell(query)} | ${cell(known.join(' · ') || '—')}${unknown.size ? ` (not: ${cell([...unknown].join(', '))})` : ''} | ${cell(parsed.purpose ?? '')} | ${all ? 'yes' : 'no'} | ${cell(shown)} |`,
  );
}
console.log(`\n${whole} of ${queries.length} identify every item.`);
