import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CompareFeature } from '@shared/api/generated/model';
import { Button } from '@/components/ui/button';
import { repeatedItem, splitComparisonItems } from '@shared/compare-items';
import type { CompareFormApi, QueryErrorKey } from '../hooks/use-compare-form';
import '@/components/ui/field.css';
import './query-bar.css';

/** The contract's limit on items in one comparison. */
const MAX_ITEMS = 6;
const ALL_FEATURES = Object.values(CompareFeature);

interface QueryBarProps {
  form: CompareFormApi;
  queryError?: QueryErrorKey;
  advanced: boolean;
  running: boolean;
  /**
   * The report below has its own action for this very query (Cancel while it is written, Run
   * again once it failed or was cancelled): the bar does not offer a second one until the query changes.
   */
  actionBelow?: boolean;
  /** The query differs from the report on screen (or there is no report yet). */
  changed: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => void;
  /** Unfolds the full form. */
  onEdit: () => void;
  status?: ReactNode;
  /** The bar's form element (the page moves focus into it). */
  barRef?: Ref<HTMLFormElement>;
  /** Set when no run is possible (no comparisons left): the id of the reason, tied to the disabled button. */
  blockedBy?: string;
  /**
   * The shown report's query and the items the server read from it. While the query is unchanged
   * its chips are those items: the server knows where a catalogue name ends and a purpose typed in
   * lower case begins ("fiat egea" for "şehir içi kullanım için"); the browser does not.
   */
  read?: { query: string; items: string[] };
}

/**
 * The compare form folded into one line after a run: the query's items as chips (remove one, add
 * one), the options in a word, "Edit" to unfold everything and the run button.
 */
export function QueryBar({
  form,
  queryError,
  advanced,
  running,
  actionBelow = false,
  changed,
  onSubmit,
  onEdit,
  status,
  barRef,
  blockedBy,
  read,
}: QueryBarProps) {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation('compare');
  const leadId = useId();
  const addId = useId();
  const errorId = useId();
  const addInput = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState('');
  const query = form.watch('query') ?? '';
  const features = form.watch('features') ?? [];
  const detailed = form.watch('isDetailed') ?? false;
  const items = read && read.query.trim() === query.trim() ? read.items : splitComparisonItems(query);

  const setItems = (next: string[]) => {
    form.setValue('query', next.join(' vs '));
    form.clearErrors('query');
  };
  const remove = (index: number) => {
    setItems(items.filter((_, i) => i !== index));
    addInput.current?.focus();
  };
  const add = () => {
    const added = splitComparisonItems(adding);
    if (added.length === 0) return;
    setItems(splitComparisonItems([...items, ...added].join(' vs ')).slice(0, MAX_ITEMS));
    setAdding('');
  };

  // Short, so the bar stays one line: the level, then up to two feature names or a count.
  const level = detailed && advanced ? t('queryBar.detailed') : t('queryBar.summary');
  const featureText =
    !advanced || features.length === 0
      ? null
      : features.length === ALL_FEATURES.length
        ? t('queryBar.allFeatures')
        : features.length <= 2
          ? features.map((feature) => tc(`form.featureNames.${feature}`)).join(', ')
          : t('queryBar.featureCount', { count: features.length });
  const options = featureText ? `${level} · ${featureText}` : level;

  return (
    <form ref={barRef} className="query-bar card" aria-label={t('queryBar.label')} noValidate onSubmit={onSubmit}>
      <div className="query-bar__line">
        {/* The query wraps inside its own column; the actions keep their place at the end of the line. */}
        <div className="query-bar__query">
          {/* The lead with the options under it: one compact block, so the items get the line. */}
          <span className="query-bar__head">
            <span className="query-bar__lead" id={leadId}>
              {t('queryBar.comparing')}
            </span>
            <span className="query-bar__options">{options}</span>
          </span>
          <ul className="query-bar__items" aria-labelledby={leadId} aria-describedby={queryError ? errorId : undefined}>
            {items.map((item, index) => (
              <li key={`${index}-${item}`} className="query-chip">
                <span className="query-chip__name" title={item}>
                  {item}
                </span>
                <button
                  type="button"
                  className="query-chip__remove"
                  aria-label={t('queryBar.remove', { item })}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          {items.length < MAX_ITEMS ? (
            <span className="query-bar__add">
              <label className="visually-hidden" htmlFor={addId}>
                {t('queryBar.addLabel')}
              </label>
              <input
                ref={addInput}
                id={addId}
                className="field__input"
                placeholder={t('queryBar.addPlaceholder')}
                autoComplete="off"
                maxLength={100}
                value={adding}
                onChange={(event) => setAdding(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the item; it must not submit the bar with a half-typed name.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
              />
              <Button variant="secondary" onClick={add} disabled={!adding.trim()}>
                {t('queryBar.add')}
              </Button>
            </span>
          ) : (
            <span className="query-bar__note">{t('queryBar.maxItems')}</span>
          )}
        </div>
        <span className="query-bar__actions">
          <Button variant="ghost" aria-expanded={false} aria-label={t('queryBar.editLabel')} onClick={onEdit}>
            {t('queryBar.edit')}
          </Button>
          {changed || !actionBelow ? (
            <Button
              type="submit"
              loading={running}
              loadingText={tc('form.submitting')}
              disabled={!!blockedBy}
              aria-describedby={blockedBy}
            >
              {changed ? t('queryBar.run') : t('queryBar.runAgain')}
            </Button>
          ) : null}
        </span>
      </div>
      {queryError ? (
        <p id={errorId} className="field__error" role="alert">
          {tc(queryError, { item: repeatedItem(query) })}
        </p>
      ) : null}
      {status}
    </form>
  );
}
