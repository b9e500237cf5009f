import { useCallback } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '@/i18n/namespaces';

export interface FieldMessageProps {
  /** The text under the field; set on the first field that carries it. */
  error?: string;
  /** A later field with the same text: marked invalid, the text is not repeated. */
  'aria-invalid'?: true;
}

/**
 * Turns a form's errors into what each field shows, every text once: a rule that fails on several
 * fields ("Email and password are required.") is said under the first of them, and the others are
 * only marked invalid. Our messages are keys of `namespace` (interpolated with `values`); errors of
 * type `server` (see applyServerErrors) are the server's own words, shown as they are.
 */
export function useFieldMessages<T extends FieldValues>(
  namespace: Namespace,
  errors: FieldErrors<T>,
  fields: readonly Path<T>[],
  values?: Record<string, unknown>,
) {
  const { t } = useTranslation(namespace);
  const text = useCallback(
    (error: FieldError | undefined): string | undefined => {
      if (!error?.message) return error ? '' : undefined;
      if (error.type === 'server') return error.message;
      // The key was typed where the schema named it (MessageKey); here it is data from zod.
      return (t as unknown as (key: string, options?: Record<string, unknown>) => string)(error.message, values);
    },
    [t, values],
  );
  const shown = new Map<Path<T>, FieldMessageProps>();
  const seen = new Set<string>();
  for (const field of fields) {
    const message = text(errorAt(errors, field));
    if (message === undefined) continue;
    shown.set(field, message && !seen.has(message) ? { error: message } : { 'aria-invalid': true });
    seen.add(message);
  }
  return (field: Path<T>): FieldMessageProps => shown.get(field) ?? {};
}

/**
 * The error of a (possibly nested) field. react-hook-form's own `get` would bring the library into
 * the shared chunk the landing page loads; only the screens with forms need it.
 */
function errorAt(errors: object, field: string): FieldError | undefined {
  let value: unknown = errors;
  for (const part of field.split('.'))
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return value as FieldError | undefined;
}
