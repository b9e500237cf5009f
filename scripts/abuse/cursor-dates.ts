// History cursors dated anywhere JavaScript can date them, from three seeds, plus the probed
// cursors (JavaScript's earliest time, years 0 and -1): prints how many answered ≥ 500.
// Rerun: npx tsx scripts/abuse/cursor-dates.ts  (PostgreSQL: bash scripts/with-postgres.sh npx tsx …)
// The whole fuzz suite with another seed: FUZZ_SEED=<n> npx vitest run --config vitest.server.config.ts server/tests/fuzz.test.ts
import fc from 'fast-check';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias; the abuse scripts drive the reference server itself
import { SEED_EMAILS } from '../../server/db/demo-accounts';
import { isMain, printFigure, type Figure } from './figure';
import { driverName, startProbe } from './server';

const SEEDS = [1, 2, 3];
const cursorOf = (createdAt: string) => Buffer.from(JSON.stringify([createdAt, 'x'])).toString('base64url');

export async function cursorDates({ perSeed = 300 } = {}): Promise<Figure> {
  const probe = await startProbe();
  try {
    const token = await probe.login(SEED_EMAILS.standard);
    const send = async (cursor: string) =>
      (await probe.call('GET', `/api/comparisons?cursor=${cursor}`, { token })).status;
    const probed = ['-271821-04-20T00:00:00.000Z', '0000-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000Z'];
    let failures = 0;
    for (const at of probed) {
      const status = await send(cursorOf(at));
      console.log(`cursor ${at}: ${status}`);
      if (status >= 500) failures += 1;
    }
    for (const seed of SEEDS) {
      const dates = fc.sample(fc.date({ noInvalidDate: true }), { seed, numRuns: perSeed });
      let seedFailures = 0;
      for (const date of dates) if ((await send(cursorOf(date.toISOString()))) >= 500) seedFailures += 1;
      console.log(`${driverName(probe)} seed ${seed}: ${seedFailures} of ${perSeed} cursors answered ≥ 500`);
      failures += seedFailures;
    }
    return {
      name: `fuzz (${driverName(probe)})`,
      measured: `${failures} of ${SEEDS.length * perSeed + probed.length} history cursors over seeds ${SEEDS.join(', ')} answered ≥ 500`,
      bound: '0',
      ok: failures === 0,
    };
  } finally {
    await probe.close();
  }
}

if (isMain(import.meta.url)) printFigure(await cursorDates());
