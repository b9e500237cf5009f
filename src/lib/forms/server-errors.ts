import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/errors';

/** The 422 field errors (`errors` of the envelope) that name one of the form's fields. */
function placeable<T extends FieldValues>(error: unknown, fields: readonly Path<T>[]) {
  if (!(error instanceof ApiError)) return { placed: [], rest: 0 };
  const placed = error.fieldErrors.filter((problem) => (fields as readonly string[]).includes(problem.field));
  return { placed, rest: error.fieldErrors.length - placed.length };
}

/**
 * Puts the server's per-field problems (already in the request's language) next to their fields,
 * as errors of type `server` (shown as they are, not as message keys). Returns true when the
 * fields tell the whole story, so the form shows no banner for this error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const { placed, rest } = placeable(error, fields);
  placed.forEach((problem, index) =>
    setError(problem.field as Path<T>, { type: 'server', message: problem.message }, { shouldFocus: index === 0 }),
  );
  return placed.length > 0 && rest === 0;
}

/** True when a failed call's message belongs in the form's banner (it is not only about fields). */
export function isFormLevel<T extends FieldValues>(error: unknown, fields: readonly Path<T>[]): boolean {
  const { placed, rest } = placeable(error, fields);
  return placed.length === 0 || rest > 0;
}
