// `npm run abuse`: the load-and-abuse figures as one bounded step of the suite. Each figure runs on
// its own reference server on 127.0.0.1 (PGlite in memory, or the PostgreSQL of DATABASE_URL /
// TEST_DATABASE_URL, as under scripts/with-postgres.sh), sized to end well within the deadline
// on two cores; prints one line per figure with its bound, and exits 1 when a figure breaks its
// bound (or the deadline passes).
//
//   npm run abuse                     every figure
//   npm run abuse -- --only races     only the figures named (comma-separated)
//   npm run abuse -- --timed          only the figures that measure a time (--untimed: the others)
//
// The timed figures compare one user's wait with and without others' load: another program busy on
// the same cores skews that comparison, so `npm test` runs them alone and the others (counts, not
// times) beside the contract stage.
import { cursorDates } from './cursor-dates';
import { deleteRaces } from './delete-races';
import { model, password, queue, reads, share } from './fairness';
import { printFigure, type Figure } from './figure';
import { freeReads } from './free-reads';
import { reportSize } from './report-size';

/** The whole step's deadline: it is a CI step, not a benchmark. */
const DEADLINE_S = Number(process.env.ABUSE_DEADLINE_S) || 90;

const FIGURES: Record<string, { run: () => Promise<Figure> | Figure; timed?: true }> = {
  size: { run: reportSize },
  fuzz: { run: () => cursorDates({ perSeed: 100 }) },
  races: { run: () => deleteRaces({ rounds: 20 }) },
  free: { run: () => freeReads({ reports: 4 }) },
  queue: { run: () => queue({ tokensPerSecond: 4_000 }), timed: true },
  model: { run: model },
  password: { run: password, timed: true },
  reads: { run: reads, timed: true },
  share: { run: share },
};

/** The figures the command line names, in FIGURES' order. */
function chosenFigures(args: string[]): string[] {
  const all = Object.keys(FIGURES);
  if (args.includes('--timed')) return all.filter((name) => FIGURES[name]!.timed);
  if (args.includes('--untimed')) return all.filter((name) => !FIGURES[name]!.timed);
  const onlyAt = args.indexOf('--only');
  return onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter(Boolean) : all;
}

const names = chosenFigures(process.argv);
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
  const figure = await FIGURES[name]!.run();
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
