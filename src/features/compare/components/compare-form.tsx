import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { CompareRequest } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { compareFormSchema, NULL_ITEMS_ERROR_MS, NULL_ITEMS_MESSAGE, type CompareFormInput, type CompareFormValues } from '../lib/compare-schema';
import { FeaturePicker } from './feature-picker';
import { PopularComparisons } from './popular-comparisons';

type MessageKey = 'form.errors.compare_error_null_items' | 'form.errors.minItems' | 'form.errors.tooLong';

interface CompareFormProps {
  advanced: boolean;
  running: boolean;
  onRun: (body: CompareRequest) => void;
  /** Progress, server errors: rendered under the submit button. */
  status?: React.ReactNode;
  /** Prefills the query (a popular comparison chosen on the landing page arrives as `?q=`). */
  initialQuery?: string;
}

export function CompareForm({ advanced, running, onRun, status, initialQuery = '' }: CompareFormProps) {
  const { t } = useTranslation('compare');
  const queryInput = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit, setValue, watch, clearErrors, formState } = useForm<CompareFormInput, unknown, CompareFormValues>({
    resolver: zodResolver(compareFormSchema),
    // SPEC §2: feature selection starts empty, summary by default.
    defaultValues: { query: initialQuery, features: [], isDetailed: false },
    // Errors appear on submit only: typing must not flash "enter at least two items".
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const queryError = formState.errors.query?.message as MessageKey | undefined;

  // SPEC §4: the empty-query error stays for 4000 ms; a new submit restarts the clock.
  useEffect(() => {
    if (queryError !== NULL_ITEMS_MESSAGE) return;
    const timer = setTimeout(() => clearErrors('query'), NULL_ITEMS_ERROR_MS);
    return () => clearTimeout(timer);
  }, [queryError, formState.submitCount, clearErrors]);

  const submit = handleSubmit((values) => {
    onRun({
      query: values.query,
      // Only Level_3/4 may send features or the detailed level; never send what the UI locked.
      features: advanced ? values.features : [],
      isDetailed: advanced ? values.isDetailed : false,
    });
  });

  const { ref: queryRef, ...queryField } = register('query');
  const choose = (query: string) => {
    setValue('query', query);
    clearErrors('query');
    queryInput.current?.focus();
  };

  return (
    <div className="compare-form-area">
      <form className="compare-form card" aria-label={t('form.label')} noValidate onSubmit={submit}>
        <TextField
          label={t('form.query')}
          placeholder={t('form.queryPlaceholder')}
          hint={t('form.queryHint')}
          error={queryError ? t(queryError) : undefined}
          autoComplete="off"
          required
          {...queryField}
          ref={(element) => {
            queryRef(element);
            queryInput.current = element;
          }}
        />
        <FeaturePicker
          register={register}
          advanced={advanced}
          detailed={watch('isDetailed')}
          onDetailedChange={(detailed) => setValue('isDetailed', detailed)}
        />
        <div className="compare-form__actions">
          <Button type="submit" loading={running} loadingText={t('form.submitting')}>
            {t('form.submit')}
          </Button>
        </div>
        {status}
      </form>
      <PopularComparisons
        onChoose={choose}
        disabled={running}
        onRun={(query) => {
          choose(query);
          void submit();
        }}
      />
    </div>
  );
}
