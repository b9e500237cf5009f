import { useEffect } from 'react';
import type { FieldValues, Path, UseFormWatch } from 'react-hook-form';
import { isFormLevel } from './server-errors';

interface MutationState {
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * The form-level message of a failed submit (the banner): shown only for what is not a field's
 * problem (see applyServerErrors), and gone as soon as the user edits a field or submits again, so
 * a stale "wrong password" never stands beside a new field error.
 */
export function useFormBanner<T extends FieldValues>(
  watch: UseFormWatch<T>,
  mutation: MutationState,
  fields: readonly Path<T>[],
) {
  const { isError, error, reset } = mutation;
  useEffect(() => {
    if (!isError) return;
    const subscription = watch(() => reset());
    return () => subscription.unsubscribe();
  }, [isError, reset, watch]);
  return {
    visible: isError && isFormLevel(error, fields),
    /** Wraps the form's submit handler: the previous answer's banner goes as the new attempt starts. */
    onSubmit:
      <Args extends unknown[]>(handler: (...args: Args) => Promise<void>) =>
      (...args: Args): Promise<void> => {
        if (isError) reset();
        return handler(...args);
      },
  };
}
