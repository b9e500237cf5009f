// The breaking-change gate: the contract against the last released one. openapi-diff (Atlassian,
// from npm) classifies each difference; a breaking one — an operation, status or parameter a
// client relies on gone, a request accepting less, a response that may now hold what an old
// client cannot read — passes only with a new major `info.version` and a CHANGELOG.md section
// for that version, so consumers are told before they upgrade.
import openapiDiff from 'openapi-diff';
import { parse } from 'yaml';

export interface GateInput {
  released: { text: string; location: string };
  current: { text: string; location: string };
  changelog: string;
}

export interface GateResult {
  ok: boolean;
  /** One line per breaking difference: its kind and where, in the released contract or the new one. */
  breaking: string[];
  problems: string[];
}

const versionOf = (text: string): string => String((parse(text) as { info: { version: string } }).info.version);

/** major.minor.patch as numbers; undefined for anything else (the contract's versions are plain). */
export function parseVersion(version: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** Negative, zero or positive as `a` is lower than, equal to or higher than `b`. */
export function compareVersions(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether CHANGELOG.md has a section for `version` (a heading `## 2.0.0`, `## [2.0.0]`, `## 2.0.0 - date`). */
export function hasChangelogSection(changelog: string, version: string): boolean {
  return changelog
    .split('\n')
    .some((line) => new RegExp(`^##\\s+\\[?v?${version.replace(/\./g, '\\.')}\\]?(\\s|$)`).test(line));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `current` without the properties it adds, optional, to an object schema `released` has at the same
 * place. A client of the released contract neither sends nor reads such a property, so it breaks
 * none; openapi-diff would still weigh it, and on an object with many properties its schema algebra
 * runs for many minutes. A released object that refused unknown properties
 * (`additionalProperties: false`) keeps its new ones: for it, a new property is a change to judge.
 */
export function withoutNewOptionalProperties(current: unknown, released: unknown): unknown {
  if (Array.isArray(current))
    return current.map((value, index) =>
      withoutNewOptionalProperties(value, Array.isArray(released) ? released[index] : undefined),
    );
  if (!isObject(current)) return current;
  const was = isObject(released) ? released : {};
  const out = Object.fromEntries(
    Object.entries(current).map(([key, value]) => [key, withoutNewOptionalProperties(value, was[key])]),
  );
  const known = was.properties;
  if (isObject(out.properties) && isObject(known) && was.additionalProperties !== false) {
    const required = new Set(Array.isArray(current.required) ? current.required : []);
    out.properties = Object.fromEntries(
      Object.entries(out.properties).filter(([name]) => name in known || required.has(name)),
    );
  }
  return out;
}

/** The breaking differences openapi-diff finds from `released` to `current`, one line each. */
export async function breakingChanges(
  released: GateInput['released'],
  current: GateInput['current'],
): Promise<string[]> {
  const compared = withoutNewOptionalProperties(parse(current.text), parse(released.text));
  const outcome = await openapiDiff.diffSpecs({
    sourceSpec: { content: released.text, location: released.location, format: 'openapi3' },
    destinationSpec: { content: JSON.stringify(compared), location: current.location, format: 'openapi3' },
  });
  if (!outcome.breakingDifferencesFound) return [];
  return outcome.breakingDifferences.map((difference) => {
    const where = [...difference.sourceSpecEntityDetails, ...difference.destinationSpecEntityDetails]
      .map((detail) => detail.location)
      .join(' → ');
    return `${difference.code}: ${where}`;
  });
}

/** What stops a release: breaking changes under the same major, or a new major without its CHANGELOG.md section. */
export function judge(breaking: string[], before: string, after: string, changelog: string): string[] {
  const problems: string[] = [];
  const [was, now] = [parseVersion(before), parseVersion(after)];
  if (!was || !now) problems.push(`info.version must be major.minor.patch (released ${before}, now ${after})`);
  else if (compareVersions(now, was) < 0) problems.push(`info.version ${after} is lower than the released ${before}`);
  else if (breaking.length) {
    if (now[0] <= was[0])
      problems.push(
        `${breaking.length} breaking change(s) since ${before} without a new major version (info.version is ${after})`,
      );
    else if (!hasChangelogSection(changelog, after))
      problems.push(
        `info.version ${after} is a new major, but CHANGELOG.md has no "## ${after}" section for consumers`,
      );
  }
  return problems;
}

export async function breakingGate({ released, current, changelog }: GateInput): Promise<GateResult> {
  const breaking = await breakingChanges(released, current);
  const problems = judge(breaking, versionOf(released.text), versionOf(current.text), changelog);
  return { ok: problems.length === 0, breaking, problems };
}
