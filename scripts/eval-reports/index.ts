// `npm run eval:reports`: the team's own query set (queries.json, Turkish and English, across the
// catalogue's kinds) written by the configured writer — the demo engine, or the model when
// AI_BASE_URL is set — and judged as a reader would (measure.ts). Prints a row per query and the
// totals, and exits 1 when a total falls below its floor (floor.json, set from the demo writer's
// first run: raise it as reports get better, never lower it to pass).
//
//   npm run eval:reports              every query
//   npm run eval:reports -- --lang tr only the Turkish ones
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
/* eslint-disable no-restricted-imports -- demo/ and server/ have no alias; the evaluation runs the writers and reads the catalogue as the server does */
import { demoProvider } from '../../server/ai/demo-provider';
import { itemsOfQuery } from '../../server/ai/item-check';
import type { AiProvider } from '../../server/ai/provider';
import { readConfigOrExit } from '../../server/config';
/* eslint-enable no-restricted-imports */
import { measure, type EvalQuery, type Measured } from './measure';
import { belowFloor, totals, type Floor } from './totals';

const here = (file: string) => new URL(file, import.meta.url);
const { queries } = JSON.parse(readFileSync(here('./queries.json'), 'utf8')) as { queries: EvalQuery[] };
const floor = JSON.parse(readFileSync(here('./floor.json'), 'utf8')) as Floor;
const { values } = parseArgs({ options: { lang: { type: 'string' } } });
const chosen = values.lang ? queries.filter((query) => query.language === values.lang) : queries;

async function writer(): Promise<AiProvider> {
  const ai = readConfigOrExit().ai;
  if (!ai) return demoProvider();
  const { openAiProvider } = await import('../../server/ai/openai-provider');
  return openAiProvider(ai);
}

const provider = await writer();
const rows: Measured[] = [];
const cell = (text: string) => text.replace(/\|/g, '\\|');
const yes = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');
console.log(`writer: ${provider.engine}${provider.model ? ` (${provider.model})` : ''}, ${chosen.length} queries\n`);
console.log('| # | lang | query | items right | figures traced | purpose in verdict | score cons | off rows |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [index, asked] of chosen.entries()) {
  const input = {
    query: asked.query,
    items: itemsOfQuery(asked.query),
    features: [],
    isDetailed: false,
    language: asked.language,
    now: new Date(),
  };
  // A writer that fails a query (a model's timeout, an unusable answer) scores nothing on it.
  const outcome = await provider.compare(input, AbortSignal.timeout(600_000)).catch((error: unknown) => {
    console.error(`query ${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  const measured = outcome?.ok
    ? measure(asked, outcome.result)
    : {
        itemsRight: false,
        figures: 0,
        traced: 0,
        purposeReflected: asked.purpose ? false : undefined,
        scoreCons: 0,
        offRows: 0,
      };
  rows.push(measured);
  console.log(
    `| ${index + 1} | ${asked.language} | ${cell(asked.query)} | ${yes(measured.itemsRight)} | ${measured.traced}/${measured.figures} | ${yes(measured.purposeReflected)} | ${measured.scoreCons} | ${measured.offRows} |`,
  );
}
const total = totals(rows);
console.log(`
items understood right:           ${total.itemsRight}/${rows.length}
figures traceable to a fact:      ${total.traced}/${total.figures} (${total.tracedPercent.toFixed(1)}%)
purpose in the verdict's facts:   ${total.purposeReflected}/${total.withPurpose}
cons that restate a score:        ${total.scoreCons}
rows off their category:          ${total.offRows}`);
const failures = belowFloor(total, floor);
for (const failure of failures) console.error(`below the floor: ${failure}`);
process.exitCode = failures.length ? 1 : 0;
