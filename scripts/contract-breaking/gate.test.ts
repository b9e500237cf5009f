// The gate refuses a deliberately broken copy of the contract (the three kinds of breaking change
// that once went out unannounced) unless it comes as a new major with its CHANGELOG.md section.
// The broken copy is made from today's contract here, so it differs from it by exactly those three
// changes however the contract grows (a copy kept on disk drifted, and diffing every later change
// with it took minutes).
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { breakingChanges, hasChangelogSection, judge, withoutNewOptionalProperties } from './gate';

const CONTRACT = 'openapi.yaml';

type Operation = { responses: Record<string, unknown> };
type Contract = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { required?: string[] }> };
};

/** createComparison answers 201 instead of 202, sendChatMessage 200 instead of 202, and a Comparison's status is no longer required. */
function brokenCopy(text: string): string {
  const contract = parse(text) as Contract;
  const moveStatus = (operation: Operation, to: string) => {
    const { '202': accepted, ...rest } = operation.responses;
    operation.responses = { [to]: accepted, ...rest };
  };
  moveStatus(contract.paths['/api/comparisons'].post, '201');
  moveStatus(contract.paths['/api/chat'].post, '200');
  const comparison = contract.components.schemas.Comparison;
  comparison.required = (comparison.required ?? []).filter((name) => name !== 'status');
  return stringify(contract);
}

let breaking: string[] = [];
beforeAll(async () => {
  const text = readFileSync(CONTRACT, 'utf8');
  breaking = await breakingChanges(
    { text, location: CONTRACT },
    { text: brokenCopy(text), location: 'openapi-broken.yaml' },
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

/** Today's contract with `change` made to its schemas. */
function changedCopy(text: string, change: (schemas: Record<string, Record<string, unknown>>) => void): string {
  const contract = parse(text) as { components: { schemas: Record<string, Record<string, unknown>> } };
  change(contract.components.schemas);
  return stringify(contract);
}

const addProperty = (schema: Record<string, unknown>, name: string, required = false) => {
  schema.properties = { ...(schema.properties as object), [name]: { type: 'array', items: { type: 'string' } } };
  if (required) schema.required = [...((schema.required as string[]) ?? []), name];
};

it('leaves out of the comparison only the properties added as optional where the released object took unknown ones', () => {
  const released = { properties: { a: { type: 'string' } }, required: ['a'] };
  const current = {
    properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } },
    required: ['a', 'c'],
  };
  expect(withoutNewOptionalProperties(current, released)).toEqual({
    properties: { a: { type: 'string' }, c: { type: 'string' } },
    required: ['a', 'c'],
  });
  const closed = { ...released, additionalProperties: false };
  expect(withoutNewOptionalProperties(current, closed)).toEqual(current);
  // A schema the released contract does not have at all is compared whole.
  expect(withoutNewOptionalProperties({ x: current }, {})).toEqual({ x: current });
});

it('optional properties added to the report and its verdict since 2.1.0 break nothing (openapi-diff alone ran for many minutes)', async () => {
  const location = 'contract/released/openapi-2.1.0.yaml';
  const added = changedCopy(readFileSync(CONTRACT, 'utf8'), (schemas) => {
    addProperty(schemas.ComparisonResult, 'gate_probe_refs');
    addProperty(schemas.ReportVerdict, 'gate_probe_refs');
  });
  const found = await breakingChanges(
    { text: readFileSync(location, 'utf8'), location },
    { text: added, location: 'openapi-added.yaml' },
  );
  expect(found).toEqual([]);
}, 60_000);

it('a property a request now requires is still a breaking change', async () => {
  const text = readFileSync(CONTRACT, 'utf8');
  const required = changedCopy(text, (schemas) => addProperty(schemas.ContactMessage, 'gate_probe', true));
  const found = await breakingChanges(
    { text, location: CONTRACT },
    { text: required, location: 'openapi-required.yaml' },
  );
  expect(found).toEqual([expect.stringMatching(/^request\.body\.scope\.remove: .*\/api\/contact/)]);
}, 60_000);
