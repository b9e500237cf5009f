import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  compareFormSchema,
  NULL_ITEMS_ERROR_MS,
  NULL_ITEMS_MESSAGE,
  type CompareFormInput,
  type CompareFormValues,
} from '../lib/compare-schema';

export type CompareFormApi = UseFormReturn<CompareFormInput, unknown, CompareFormValues>;
export type QueryErrorKey =
  'form.errors.compare_error_null_items' | 'form.errors.minItems' | 'form.errors.tooLong' | 'form.errors.repeatedItem';

/**
 * The one form behind both faces of the compare query: the full form and the folded query bar
 * edit the same values, so folding, unfolding and editing items never lose anything.
 */
export function useCompareForm(initial: CompareFormInput) {
  const form = useForm<CompareFormInput, unknown, CompareFormValues>({
    resolver: zodResolver(compareFormSchema),
    defaultValues: initial,
    // Errors appear on submit only: typing must not flash "enter at least two items".
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { formState, clearErrors } = form;
  const queryError = formState.errors.query?.message as QueryErrorKey | undefined;

  // The empty-query error stays for 4000 ms; a new submit restarts the clock.
  useEffect(() => {
    if (queryError !== NULL_ITEMS_MESSAGE) return;
    const timer = setTimeout(() => clearErrors('query'), NULL_ITEMS_ERROR_MS);
    return () => clearTimeout(timer);
  }, [queryError, formState.submitCount, clearErrors]);

  return { form, queryError };
}
