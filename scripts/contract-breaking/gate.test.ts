// The gate refuses a deliberately broken copy of the contract (the three kinds of breaking change
// that once went out unannounced) unless it comes as a new major with its CHANGELOG.md section.
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { breakingChanges, hasChangelogSection, judge } from './gate';

const CONTRACT = 'openapi.yaml';
const BROKEN = 'scripts/contract-breaking/fixtures/openapi-broken.yaml';
let breaking: string[] = [];
beforeAll(async () => {
  breaking = await breakingChanges(
    { text: readFileSync(CONTRACT, 'utf8'), location: CONTRACT },
    { text: readFileSync(BROKEN, 'utf8'), location: BROKEN },
  );
}, 120_000);

it('finds each breaking change of the broken copy: two success statuses gone, a response field no longer required', () => {
  expect(breaking).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^response\.status-code\.remove: paths\.\/api\/comparisons\.post\.responses\.202/),
      expect.stringMatching(/^response\.status-code\.remove: paths\.\/api\/chat\.post\.responses\.202/),
      expect.stringMatching(/^response\.body\.scope\.add: .*\/api\/comparisons\/\{comparisonId\}\.get\.responses\.200/),
    ]),
  );
});

it('refuses them under the same major, and under a new major without a CHANGELOG.md section; passes with both', () => {
  expect(judge(breaking, '2.0.0', '2.0.0', '')).toEqual([
    `${breaking.length} breaking change(s) since 2.0.0 without a new major version (info.version is 2.0.0)`,
  ]);
  expect(judge(breaking, '2.0.0', '2.1.0', '## 2.1.0\n')).toHaveLength(1);
  expect(judge(breaking, '2.0.0', '3.0.0', '# Changelog\n## 2.0.0\n')).toEqual([
    'info.version 3.0.0 is a new major, but CHANGELOG.md has no "## 3.0.0" section for consumers',
  ]);
  expect(judge(breaking, '2.0.0', '3.0.0', '# Changelog\n\n## 3.0.0 - 2026-12-01\n- …\n')).toEqual([]);
  expect(judge([], '2.0.0', '2.1.0', '')).toEqual([]);
  expect(judge([], '2.0.0', '1.9.0', '')).toEqual(['info.version 1.9.0 is lower than the released 2.0.0']);
});

it('reads a changelog heading in the usual spellings', () => {
  for (const heading of ['## 3.0.0', '## [3.0.0]', '## v3.0.0 (2026-12-01)'])
    expect(hasChangelogSection(heading, '3.0.0')).toBe(true);
  expect(hasChangelogSection('## 3.0.01', '3.0.0')).toBe(false);
});
