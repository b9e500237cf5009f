// Fails (exit 1) when the Node running it does not satisfy package.json's `engines.node`: run
// before `npm test`, `npm run dev` and the server (npm's pre-scripts), so an old Node stops with
// a sentence saying what to do instead of a stack trace somewhere in a dependency. Plain
// JavaScript with no import outside Node itself: it runs before `npm install`, on any Node, so it
// reads the engines range on its own (the forms package.json uses: `||`, `^`, `~`, comparisons).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** [major, minor, patch] of "24.18.0" or "v24.18"; missing parts count as 0. */
function parts(version) {
  const numbers = String(version).trim().replace(/^v/, '').split('-')[0].split('.');
  return [0, 1, 2].map((index) => Number(numbers[index] || 0));
}

function compare(a, b) {
  for (let index = 0; index < 3; index += 1) if (a[index] !== b[index]) return a[index] - b[index];
  return 0;
}

/** Whether `version` meets one comparator such as "^24.18.0", ">=26.0.0" or "24.1.0". */
function meets(version, comparator) {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*v?(\d+(?:\.\d+){0,2})$/.exec(comparator);
  if (!match) throw new Error(`check-node cannot read the engines entry "${comparator}"`);
  const [, operator = '=', bound] = match;
  const floor = parts(bound);
  const order = compare(version, floor);
  if (operator === '>=') return order >= 0;
  if (operator === '>') return order > 0;
  if (operator === '<=') return order <= 0;
  if (operator === '<') return order < 0;
  if (operator === '=') return order === 0;
  if (order < 0) return false;
  // ^ keeps the major (the minor for a 0.x); ~ keeps the minor.
  if (operator === '~') return version[0] === floor[0] && version[1] === floor[1];
  return floor[0] > 0 ? version[0] === floor[0] : version[0] === 0 && version[1] === floor[1];
}

/** Whether `version` satisfies `range`: alternatives joined by `||`, each a space-separated AND. */
export function satisfies(version, range) {
  const actual = parts(version);
  return range
    .split('||')
    .map((alternative) => alternative.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1'))
    .some((alternative) =>
      alternative
        .split(/\s+/)
        .filter(Boolean)
        .every((comparator) => meets(actual, comparator)),
    );
}

/** Why `version` cannot run the project (whose `engines.node` is `range`), or undefined when it can. */
export function nodeProblem(version, range) {
  if (satisfies(version, range)) return undefined;
  return (
    `Kıyasla needs Node ${range} (package.json "engines"); this is Node ${version} at ${process.execPath}.\n` +
    'On an older machine run `source scripts/use-node.sh` first: it brings Node 24 from the npm registry ' +
    'into .tools/node/ and puts it first on PATH for this shell.'
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeProblem(process.versions.node, manifest.engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
