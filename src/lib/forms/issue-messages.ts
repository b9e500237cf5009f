import type { core, RefinementCtx } from 'zod';

/** Which message a field's failed rule shows. A rule without its own message falls back to `invalid`. */
export interface FieldMessages<Key extends string> {
  /** Empty (after trimming) or missing. */
  required?: Key;
  tooShort?: Key;
  tooLong?: Key;
  /** Any other rule: a format, a pattern, an enum. */
  invalid?: Key;
}

export type FormMessages<Field extends string, Key extends string> = Partial<Record<Field, FieldMessages<Key>>>;

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/**
 * A zod error map for a form's parse: each issue of the generated body schema (which carries zod's
 * English texts) becomes the message key its field names for that rule. Issues the form added
 * itself (`addMessage`) already carry their key and are left alone; an issue with no rule here
 * keeps zod's text, which no screen can translate, so every field a form shows needs its rules.
 */
export function issueMessages<Field extends string, Key extends string>(
  messages: FormMessages<Field, Key>,
): core.$ZodErrorMap {
  return (issue) => {
    if (issue.code === 'custom') return undefined;
    const field = String(issue.path?.[0] ?? '') as Field;
    const rules = messages[field];
    if (!rules) return undefined;
    if (isEmpty(issue.input)) return rules.required ?? rules.invalid;
    if (issue.code === 'too_small') return rules.tooShort ?? rules.invalid ?? rules.required;
    if (issue.code === 'too_big') return rules.tooLong ?? rules.invalid;
    return rules.invalid ?? rules.required;
  };
}

/** Adds a form-level rule's issue (e.g. "passwords do not match") with its typed message key. */
export function addMessage<Key extends string>(ctx: RefinementCtx, field: string, key: Key): void {
  ctx.addIssue({ code: 'custom', path: [field], message: key });
}
