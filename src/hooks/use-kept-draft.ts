import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { discardKeptDraft, peekKeptDraft, registerDraftSource } from '@/lib/kept-draft';
import { useStoredUser } from './use-session';

export interface KeptDraftOptions<T> {
  /** The input worth keeping now, or null when there is none (the form is as it started). */
  read: () => T | null;
  /** Puts kept input back into the form. */
  restore: (values: T) => void;
  /** Checks what storage holds (it is data, not trusted): the values, or null. */
  parse: (value: unknown) => T | null;
}

/**
 * Keeps a form's input across a 401: while mounted, the form is one the HTTP layer
 * keeps when a 401 ends the session; after the same user signs in again and comes back, the input
 * is put back once. `kept` is true then, so the form can say its input was kept.
 */
export function useKeptDraft<T>(formKey: string, { read, restore, parse }: KeptDraftOptions<T>) {
  const location = useLocation();
  const path = location.pathname + location.search;
  const userId = useStoredUser()?.id ?? null;
  // Read during the first render (no write), taken out of storage once it is back in the form.
  const [kept] = useState(() => parse(peekKeptDraft(formKey, userId)));
  const [noteShown, setNoteShown] = useState(kept !== null);

  useEffect(() => registerDraftSource(formKey, { read, path, userId }), [formKey, read, path, userId]);
  // Once: a `restore` that changes identity later (it may close over loading data) must not put it back again.
  const restoredOnce = useRef(false);
  useEffect(() => {
    if (kept === null || restoredOnce.current) return;
    restoredOnce.current = true;
    restore(kept);
    discardKeptDraft(formKey);
  }, [formKey, kept, restore]);

  return { kept: noteShown, dismiss: useCallback(() => setNoteShown(false), []) };
}

type Kept<T extends FieldValues> = Partial<Record<Path<T>, string | number | boolean | null>>;

/**
 * useKeptDraft for a react-hook-form form: keeps the listed fields (never a password) when they
 * differ from the form's defaults, and puts them back as edits (the form is dirty again).
 */
export function useKeptFormDraft<T extends FieldValues, C, O>(
  formKey: string,
  form: UseFormReturn<T, C, O>,
  fields: readonly Path<T>[],
) {
  const { getValues, setValue, formState } = form;
  const defaults = formState.defaultValues;
  const read = useCallback((): Kept<T> | null => {
    const values: Kept<T> = {};
    let changed = false;
    for (const field of fields) {
      const value = getValues(field) as unknown;
      if (!isPrimitive(value)) continue;
      values[field] = value;
      if (value !== (defaults as Record<string, unknown> | undefined)?.[field]) changed = true;
    }
    return changed ? values : null;
  }, [fields, getValues, defaults]);
  const restore = useCallback(
    (values: Kept<T>) => {
      for (const field of fields) {
        if (field in values) setValue(field, values[field] as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    },
    [fields, setValue],
  );
  const parse = useCallback(
    (value: unknown): Kept<T> | null => {
      if (typeof value !== 'object' || value === null) return null;
      const values: Kept<T> = {};
      for (const field of fields) {
        const item = (value as Record<string, unknown>)[field];
        if (isPrimitive(item)) values[field] = item;
      }
      return Object.keys(values).length > 0 ? values : null;
    },
    [fields],
  );
  return useKeptDraft(formKey, { read, restore, parse });
}

function isPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}
