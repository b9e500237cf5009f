// `npm run abuse`: the load-and-abuse figures as one bounded step of the suite. Each figure runs on
// its own reference server on 127.0.0.1 (PGlite in memory, or the PostgreSQL of DATABASE_URL /
// TEST_DATABASE_URL, as under scripts/with-postgres.sh), sized to end well within the deadline
// on two cores; prints one line per figure with its bound, and exits 1 when a figure breaks its
// bound (or the deadline passes).
//
//   npm run abuse                     every figure
//   npm run abuse -- --only races     only the figures named (comma-separated)
import { cursorDates } from './cursor-dates';
import { deleteRaces } from './delete-races';
import { model, password, queue, reads, share } from './fairness';
import { printFigure, type Figure } from './figure';
import { freeReads } from './free-reads';
import { reportSize } from './report-size';

/** The whole step's deadline: it is a CI step, not a benchmark. */
const DEADLINE_S = Number(process.env.ABUSE_DEADLINE_S) || 90;

const FIGURES: Record<string, () => Promise<Figure> | Figure> = {
  size: reportSize,
  fuzz: () => cursorDates({ perSeed: 100 }),
  races: () => deleteRaces({ rounds: 20 }),
  free: () => freeReads({ reports: 4 }),
  queue: () => queue({ tokensPerSecond: 4_000 }),
  model,
  password,
  reads,
  share,
};

const onlyAt = process.argv.indexOf('--only');
const names = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : Object.keys(FIGURES);
const unknown = names.filter((name) => !(name in FIGURES));
if (unknown.length) {
  console.error(`unknown figure ${unknown.join(', ')}; figures: ${Object.keys(FIGURES).join(', ')}`);
  process.exit(2);
}

const started = Date.now();
setTimeout(() => {
  console.error(`abuse figures still running after ${DEADLINE_S} s: stopped`);
  process.exit(1);
}, DEADLINE_S * 1000).unref();

const figures: Figure[] = [];
for (const name of names) {
  const figureStarted = Date.now();
  const figure = await FIGURES[name]();
  figures.push(figure);
  printFigure(figure);
  console.log(`     (${((Date.now() - figureStarted) / 1000).toFixed(1)} s)`);
}
const over = figures.filter((figure) => !figure.ok);
console.log(
  `${figures.length - over.length} of ${figures.length} figures within their bounds in ${((Date.now() - started) / 1000).toFixed(0)} s` +
    (over.length ? `; over: ${over.map((figure) => figure.name).join(', ')}` : ''),
);
process.exit(over.length ? 1 : 0);
