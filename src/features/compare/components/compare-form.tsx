import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { repeatedItem } from '@shared/compare-items';
import type { CompareFormApi, QueryErrorKey } from '../hooks/use-compare-form';
import { QUERY_MAX_LENGTH, REPEATED_ITEM_MESSAGE } from '../lib/compare-schema';
import { FeaturePicker } from './feature-picker';

interface CompareFormProps {
  id?: string;
  form: CompareFormApi;
  queryError?: QueryErrorKey;
  advanced: boolean;
  running: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => void;
  /** Progress, server errors: rendered under the submit button. */
  status?: ReactNode;
  /** Beside the form (the popular list before the first run). */
  aside?: ReactNode;
  /** Folds the form back into the query bar (only while a report is shown). */
  onCollapse?: () => void;
  /** Receives the query input (the page focuses it). */
  onQueryInput?: (element: HTMLInputElement | null) => void;
  /** Focus the query field on arrival (the compare screen's primary field, before any report). */
  autoFocusQuery?: boolean;
  /** Set when no run is possible (no comparisons left): the id of the reason, tied to the disabled button. */
  blockedBy?: string;
}

/** The full compare form: query, the 7 feature toggles and the detail level. */
export function CompareForm({
  id,
  form,
  queryError,
  advanced,
  running,
  onSubmit,
  status,
  aside,
  onCollapse,
  onQueryInput,
  blockedBy,
  autoFocusQuery = false,
}: CompareFormProps) {
  const { t } = useTranslation('compare');
  const { t: ts } = useTranslation('share');
  const { register, setValue, watch } = form;
  const { ref: queryRef, ...queryField } = register('query');
  const query = watch('query') ?? '';
  // Said as the query is typed, not only on submit: a repeated item, and a paste cut at the limit.
  const repeated = repeatedItem(query);
  const [pasteCut, setPasteCut] = useState(false);
  // A submit's "repeated" error goes once the repeat is typed away (errors are checked on submit only).
  const submitError = queryError === REPEATED_ITEM_MESSAGE && !repeated ? undefined : queryError;
  const queryMessage = submitError
    ? t(submitError, { item: repeated })
    : repeated
      ? t(REPEATED_ITEM_MESSAGE, { item: repeated })
      : pasteCut
        ? t('form.errors.pasteCut', { max: QUERY_MAX_LENGTH })
        : undefined;

  return (
    <div className={`compare-form-area${aside ? '' : ' compare-form-area--single'}`}>
      <form id={id} className="compare-form card" aria-label={t('form.label')} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('form.query')}
          placeholder={t('form.queryPlaceholder')}
          hint={
            <>
              {t('form.queryHint')}{' '}
              <span className="compare-form__length">
                {t('form.queryLength', { count: query.length, max: QUERY_MAX_LENGTH })}
              </span>
            </>
          }
          error={queryMessage}
          // The browser stops the query at the contract's limit, a long paste included (cut, and said so).
          maxLength={QUERY_MAX_LENGTH}
          onPaste={(event) => {
            const field = event.currentTarget;
            const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
            const room = QUERY_MAX_LENGTH - (field.value.length - selected);
            setPasteCut(event.clipboardData.getData('text').length > room);
          }}
          onKeyDown={() => setPasteCut(false)}
          autoComplete="off"
          autoFocus={autoFocusQuery}
          required
          {...queryField}
          ref={(element) => {
            queryRef(element);
            onQueryInput?.(element);
          }}
        />
        <FeaturePicker
          register={register}
          advanced={advanced}
          detailed={watch('isDetailed')}
          onDetailedChange={(detailed) => setValue('isDetailed', detailed)}
        />
        <div className="compare-form__actions">
          <Button
            type="submit"
            loading={running}
            loadingText={t('form.submitting')}
            disabled={!!blockedBy}
            aria-describedby={blockedBy}
          >
            {t('form.submit')}
          </Button>
          {onCollapse ? (
            <Button variant="ghost" onClick={onCollapse}>
              {ts('queryBar.collapse')}
            </Button>
          ) : null}
        </div>
        {status}
      </form>
      {aside}
    </div>
  );
}
