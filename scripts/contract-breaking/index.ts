// `npm run contract:breaking`: openapi.yaml against the newest contract in contract/released/.
// Exits 1 on a breaking change that is not a new major version with its CHANGELOG.md section.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { breakingGate, compareVersions, parseVersion } from './gate';

const RELEASED_DIR = 'contract/released';
const released = readdirSync(RELEASED_DIR)
  .map((name) => {
    const version = /^openapi-(.+)\.yaml$/.exec(name)?.[1] ?? '';
    return { name, version, parts: parseVersion(version) };
  })
  .filter((entry): entry is { name: string; version: string; parts: [number, number, number] } => Boolean(entry.parts))
  .sort((a, b) => compareVersions(b.parts, a.parts))[0];
if (!released) {
  console.error(`No released contract (openapi-<version>.yaml) in ${RELEASED_DIR}.`);
  process.exit(1);
}
const location = `${RELEASED_DIR}/${released.name}`;
const result = await breakingGate({
  released: { text: readFileSync(location, 'utf8'), location },
  current: { text: readFileSync('openapi.yaml', 'utf8'), location: 'openapi.yaml' },
  changelog: existsSync('CHANGELOG.md') ? readFileSync('CHANGELOG.md', 'utf8') : '',
});
for (const line of result.breaking) console.log(`breaking  ${line}`);
for (const line of result.problems) console.error(line);
if (!result.ok) process.exit(1);
console.log(
  result.breaking.length
    ? `openapi.yaml: ${result.breaking.length} breaking change(s) since ${released.version}, released as a new major with its CHANGELOG.md section`
    : `openapi.yaml: no breaking change since ${released.version}`,
);
