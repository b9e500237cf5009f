// Not a test: prints what the demo engine makes of everyday queries, as a reader would judge it
// For each query: the items the parser split, the ones the catalogue
// identified, the purpose it set apart, and the report's sentence on who leads, with a one-item
// profile's suggestions (or, when nothing is identified, the refusal and its suggestions).
// Rerun: npx tsx scripts/demo-queries.ts [--lang en] ["query" …] (queries given replace the list below)
import { parseArgs } from 'node:util';
import type { Language } from '@shared/api/generated/model';
import { demoCompare, parseQuery } from '../demo/index';
import { nothingIdentified, suggestionsAfter, suggestionsFor } from '../server/ai/item-check';

/**
 * Queries a Turkish user might type, written before looking at what the catalogue holds (the 30 of
 * the 2026-11-26 note; the earlier sessions' lists are in git history).
 */
const QUERIES = [
  'iphone 16 pro mu s25 ultra mı',
  'Xiaomi 14 vs Galaxy S24',
  'redmi note 13 mü galaxy a35 mi',
  'MacBook Air M4 vs MacBook Air M2',
  'asus tuf a15 vs msi katana 15 oyun için',
  'iPad Air mi iPad 10. nesil mi',
  'LG C4 vs Samsung S90D',
  'Sony WH-1000XM5 mi AirPods Max mı',
  'Garmin Forerunner 265 vs Apple Watch SE',
  'PS5 Pro vs PS5',
  'Dyson V15 vs Xiaomi G10 kedi tüyü için',
  'Beko çamaşır makinesi mi Arçelik mi',
  'Samsung buzdolabı vs LG buzdolabı',
  'Philips 3200 vs DeLonghi Magnifica S',
  'Togg T10X vs Tesla Model 3',
  'Dacia Duster mı Toyota C-HR mı',
  'Hyundai i20 vs Renault Clio ilk araba için',
  'Vodafone Net vs TurkNet',
  'Türk Telekom mu Turkcell mi yurt dışı için',
  'Netflix vs Disney+ vs HBO Max',
  'Exxen mi BluTV mi',
  'ROG Ally vs Steam Deck',
  'Claude vs Gemini kod yazmak için',
  'Hepsiburada vs Amazon',
  'Temu mu Trendyol mu',
  'Ankara vs Eskişehir öğrenci için',
  'Bursa mı Kocaeli mi',
  'Django vs Laravel',
  'MySQL vs PostgreSQL',
  'Garanti vs Enpara',
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
