import type { ReactNode, RefObject } from 'react';
import type { Comparison } from '@shared/api/generated/model';
import type { CompareDraft } from '@/lib/compare-draft';
import { KeptDraftNote } from '@/components/kept-draft-note';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useSlowPending } from '@/hooks/use-slow-pending';
import type { CompareFormApi, QueryErrorKey } from '../hooks/use-compare-form';
import type { useCompareRuns } from '../hooks/use-compare-runs';
import { sameQuery } from '../lib/compare-values';
import { isLiveStatus } from '../lib/report-progress';
import { CompareForm } from './compare-form';
import { QueryBar } from './query-bar';
import { QuotaNote } from './quota-note';
import { RunStatus } from './run-status';

interface CompareQuerySectionProps {
  form: CompareFormApi;
  queryError: QueryErrorKey | undefined;
  advanced: boolean;
  runs: ReturnType<typeof useCompareRuns>;
  /** Neither face while a permalink's report loads: it becomes the bar, or the full form if missing. */
  hidden: boolean;
  folded: boolean;
  shown: Comparison | undefined;
  subject: Comparison | CompareDraft | null | undefined;
  kept: { kept: boolean; dismiss: () => void };
  onEdit: (editing: boolean) => void;
  barRef: RefObject<HTMLFormElement | null>;
  onQueryInput: (element: HTMLInputElement | null) => void;
  autoFocusQuery: boolean;
  /** The popular list beside the full form before any report. */
  aside: ReactNode;
}

/** The compare query's two faces: the one-line bar over a report, or the full form. */
export function CompareQuerySection(props: CompareQuerySectionProps) {
  const { form, queryError, advanced, runs, folded, shown, subject, kept } = props;
  const { run, quota, quotaId, blockedBy, submit } = runs;
  // The run itself is short (the report is written afterwards, on its permalink): its button says
  // it is running. Only a request the network holds for 15 s gets a notice, with Cancel and no
  // Retry: the server may already have queued (and counted) the first one.
  const slowRun = useSlowPending(run.isPending);
  const status = (
    <>
      {kept.kept ? <KeptDraftNote onDismiss={kept.dismiss} /> : null}
      <QuotaNote quota={quota} id={quotaId} />
      {slowRun ? <SlowNotice onCancel={run.cancel} /> : null}
      <RunStatus error={run.isPending ? null : run.error} />
    </>
  );
  const values = form.watch();
  if (props.hidden) return null;
  return folded ? (
    <QueryBar
      barRef={props.barRef}
      form={form}
      queryError={queryError}
      advanced={advanced}
      running={run.isPending}
      actionBelow={isLiveStatus(shown?.status) || shown?.status === 'failed' || shown?.status === 'cancelled'}
      changed={!subject || !sameQuery(values, subject, advanced)}
      onSubmit={submit}
      onEdit={() => props.onEdit(true)}
      status={status}
      blockedBy={blockedBy}
      read={shown ? { query: shown.query, items: shown.items } : undefined}
    />
  ) : (
    <CompareForm
      form={form}
      queryError={queryError}
      advanced={advanced}
      running={run.isPending}
      onSubmit={submit}
      status={status}
      blockedBy={blockedBy}
      autoFocusQuery={props.autoFocusQuery}
      onQueryInput={props.onQueryInput}
      aside={props.aside}
      onCollapse={subject ? () => props.onEdit(false) : undefined}
    />
  );
}
