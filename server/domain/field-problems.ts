// What a user reads when a request does not fit the contract: each zod issue of a generated
// validator becomes one translated, human sentence per field ("Must be at most 100 characters.",
// "Limit must be a whole number between 1 and 50.") instead of zod's raw "Too small: expected
// number to be >=1".
import type { core } from 'zod';
import { listComparisonsQueryLimitMax } from '@shared/api/generated/zod/comparisons/comparisons.zod';
import {
  updateCurrentUserBodyScoreWeightsDesignMax as weightMax,
  updateCurrentUserBodyScoreWeightsDesignMin as weightMin,
} from '@shared/api/generated/zod/users/users.zod';
import type { FieldProblem } from './errors';
import type { MessageKey, MessageParams } from './messages';

type Issue = core.$ZodIssue;

/** Fields whose every problem reads better as one sentence about the whole rule. */
const FIELD_RULES: Record<string, (issue: Issue) => { message: MessageKey; params?: MessageParams }> = {
  limit: () => ({ message: 'limitRange', params: { max: listComparisonsQueryLimitMax } }),
  shareId: () => ({ message: 'invalidShareId' }),
};

const TYPE_MESSAGES: Record<string, MessageKey> = {
  string: 'mustBeText',
  number: 'mustBeNumber',
  int: 'mustBeWholeNumber',
  bigint: 'mustBeWholeNumber',
  boolean: 'mustBeBoolean',
  array: 'mustBeList',
  object: 'mustBeObject',
};

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = Object.hasOwn(value, key) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return value;
}

const bound = (value: number | bigint) => (typeof value === 'bigint' ? value.toString() : value);

function problemOf(issue: Issue, input: unknown): { message: MessageKey; params?: MessageParams } {
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return { message: 'fieldRequired' };
      return { message: TYPE_MESSAGES[issue.expected] ?? 'invalidValue' };
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { message: 'fieldEmpty' }
          : { message: 'textTooShort', params: { min: bound(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { message: 'tooFewEntries', params: { min: bound(issue.minimum) } };
      return { message: 'numberTooSmall', params: { min: bound(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { message: 'textTooLong', params: { max: bound(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { message: 'tooManyEntries', params: { max: bound(issue.maximum) } };
      return { message: 'numberTooBig', params: { max: bound(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { message: 'invalidEmail' };
      if (issue.format === 'url') return { message: 'invalidUrl' };
      if (issue.format === 'regex') return { message: 'invalidCharacters' };
      return { message: 'invalidFormat' };
    case 'invalid_value':
      return { message: 'oneOf', params: { values: issue.values.map(String).join(', ') } };
    default:
      return { message: 'invalidValue' };
  }
}

/** A personal-score weight that is there but not a whole number in range: one sentence says the rule. */
const WEIGHT_RANGE = { message: 'scoreWeightRange', params: { min: weightMin, max: weightMax } } as const;
function isWeightValue(issue: Issue, input: unknown): boolean {
  if (issue.path.length !== 2 || issue.path[0] !== 'score_weights') return false;
  return issue.code === 'too_small' || issue.code === 'too_big' || valueAt(input, issue.path) !== undefined;
}

/**
 * One problem per field (a blank name breaks both its length and its pattern: say it once), in
 * the order the validator found them. `prefix` names where the value came from, if anywhere.
 */
export function fieldProblems(issues: readonly Issue[], input: unknown, prefix = ''): FieldProblem[] {
  const problems = new Map<string, FieldProblem>();
  const add = (path: PropertyKey[], problem: { message: MessageKey; params?: MessageParams }) => {
    const field = [prefix, ...path.map(String)].filter(Boolean).join('.') || 'body';
    if (!problems.has(field)) problems.set(field, { field, ...problem });
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], { message: 'unknownField' });
      continue;
    }
    const name = issue.path.at(-1);
    const rule = typeof name === 'string' && issue.path.length === 1 ? FIELD_RULES[name] : undefined;
    add(issue.path, rule ? rule(issue) : isWeightValue(issue, input) ? WEIGHT_RANGE : problemOf(issue, input));
  }
  return [...problems.values()];
}
