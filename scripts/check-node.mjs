// Fails (exit 1) when the Node running it does not satisfy package.json's `engines.node`: run
// before `npm test`, `npm run dev` and the server (npm's pre-scripts), so an old Node stops with
// a sentence saying what to do instead of a stack trace somewhere in a dependency. Plain
// JavaScript, no TypeScript runner: it must run on any Node.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

/** Why `version` cannot run the project (whose `engines.node` is `range`), or undefined when it can. */
export function nodeProblem(version, range) {
  if (semver.satisfies(version, range)) return undefined;
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
