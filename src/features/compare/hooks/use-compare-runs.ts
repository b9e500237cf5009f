import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Comparison } from '@shared/api/generated/model';
import { paths } from '@/config/paths';
import { takeCompareRun } from '@/lib/compare-draft';
import { formValuesOf, sameQuery } from '../lib/compare-values';
import type { CompareFormApi } from './use-compare-form';
import { useCompareQuota } from './use-compare-quota';
import { useRunComparison } from './use-run-comparison';

/** Set on the navigation to a fresh report: that page lands on the report's top. */
export interface CompareLocationState {
  focusReport?: boolean;
}

interface CompareRunsOptions {
  form: CompareFormApi;
  advanced: boolean;
  comparisonId: string | undefined;
  /** Forgets a query a 401 kept: a run sends what the form holds now. */
  dismissKept: () => void;
  /** Folds the query back into the bar once a run is queued. */
  onQueued: () => void;
}

/**
 * Starting comparisons from the compare page: the form's submit, a report's "Run again" or a
 * suggestion, and a run another page asked for on arrival; none while no comparisons are left.
 */
export function useCompareRuns({ form, advanced, comparisonId, dismissKept, onQueued }: CompareRunsOptions) {
  const navigate = useNavigate();
  const run = useRunComparison((comparison) => {
    onQueued();
    // The permalink, at once (the server answers as soon as the report is queued): the page shows
    // the report as it is written, and a reload shows the same report, read back from the API.
    void navigate(paths.app.comparison.href(comparison.id), {
      state: { focusReport: true } satisfies CompareLocationState,
    });
  });
  // No comparisons left: said before the run (under the button), and the run is not offered.
  const quota = useCompareQuota();
  const quotaId = useId();
  const blockedBy = quota.kind === 'exhausted' ? quotaId : undefined;
  const submit = form.handleSubmit((values) => {
    if (blockedBy) return;
    dismissKept();
    // Only Level_3/4 may send features or the detailed level; never send what the UI locked.
    run.run({
      query: values.query,
      features: advanced ? values.features : [],
      isDetailed: advanced ? values.isDetailed : false,
    });
  });
  // A failed or cancelled report's "Run again": the same query and options, a new comparison; or
  // one of a refused query's suggestions (the refused one cost nothing) with the same options.
  const runAgain = (comparison: Comparison, query = comparison.query) => {
    if (blockedBy) return;
    dismissKept();
    form.reset(formValuesOf({ ...comparison, query }, advanced));
    run.run({
      query,
      features: advanced ? comparison.features : [],
      isDetailed: advanced && comparison.isDetailed,
    });
  };

  // History's "Run again" and the landing's "Compare now" (through the sign-in) asked for a run:
  // it starts on arrival, once, through the same submit as the Compare button, when the form holds
  // that very query (it was filled in from the draft or the address). The run lands on the new
  // report's permalink as it is written.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const requested = takeCompareRun();
    if (!requested || comparisonId || !sameQuery(form.getValues(), requested, advanced)) return;
    if (!blockedBy) void submit();
  });

  return { run, quota, quotaId, blockedBy, submit, runAgain };
}
