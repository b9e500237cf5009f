import { useCallback, useState } from 'react';
import type { Comparison } from '@shared/api/generated/model';
import { parseCompareDraft, type CompareDraft } from '@/lib/compare-draft';
import { useKeptDraft } from '@/hooks/use-kept-draft';
import { formValuesOf, sameQuery } from '../lib/compare-values';
import type { CompareFormApi } from './use-compare-form';

interface FoldedQueryOptions {
  form: CompareFormApi;
  /** The report on the page, once read. */
  shown: Comparison | undefined;
  /** What the form was filled from: the report, or a draft handed over by another page. */
  subject: Comparison | CompareDraft | null | undefined;
  advanced: boolean;
  comparisonId: string | undefined;
}

/**
 * Whether the query is folded into the bar or open in the full form, kept in step with the report
 * on the page, and the query a 401 interrupted, put back after signing in.
 */
export function useFoldedQuery({ form, shown, subject, advanced, comparisonId }: FoldedQueryOptions) {
  const [editing, setEditing] = useState(false);
  // A report arriving (a run, a permalink, another report) puts its query in the bar, folded —
  // adjusted while rendering (React's pattern for state that follows a prop), so the bar never
  // shows the previous query for a frame.
  // A query a 401 had interrupted and that was put back stays over the report it was typed on.
  const [syncedId, setSyncedId] = useState<string | null>(null);
  const [keptOverReport, setKeptOverReport] = useState(false);
  if (shown && syncedId !== shown.id) {
    setSyncedId(shown.id);
    if (keptOverReport) setKeptOverReport(false);
    else {
      setEditing(false);
      form.reset(formValuesOf(shown, advanced));
    }
  }
  const synced = !shown || syncedId === shown.id;

  // A 401 (while typing or during the run) keeps the query; after signing in it is back, unfolded.
  const keptDraft = useKeptDraft<CompareDraft>('compare', {
    read: useCallback(() => {
      const values = form.getValues();
      if (subject && sameQuery(values, subject, advanced)) return null;
      return parseCompareDraft({ ...values, features: values.features ?? [] });
    }, [form, subject, advanced]),
    restore: useCallback(
      (kept: CompareDraft) => {
        form.reset(formValuesOf(kept, advanced));
        setEditing(true);
        setKeptOverReport(!!comparisonId && !shown);
      },
      [form, advanced, comparisonId, shown, setEditing, setKeptOverReport],
    ),
    parse: parseCompareDraft,
  });

  return { editing, setEditing, folded: !!subject && !editing, synced, keptDraft };
}
