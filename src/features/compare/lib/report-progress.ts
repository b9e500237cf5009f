// Pure reading of a report's life (queued → writing → done | failed | cancelled): whether it is
// still being written, and how far it has come, for the progress line and the placeholders.
import {
  ComparisonLiveStatus,
  type Comparison,
  type ComparisonResult,
  type ComparisonStatus,
  type ReportDraft,
  type ReportSectionName,
} from '@shared/api/generated/model';

/** A comparison whose report is complete: what share, export and the poll work on. */
export type DoneComparison = Comparison & { result: ComparisonResult };

/** The contract's live states (queued, writing); every other state is an end. */
const LIVE_STATUSES: readonly ComparisonStatus[] = Object.values(ComparisonLiveStatus);

/** Still live: the server is at work, the page keeps reading it until the report ends. */
export function isLiveStatus(status: ComparisonStatus | undefined): boolean {
  return status !== undefined && LIVE_STATUSES.includes(status);
}

export function isDone(comparison: Comparison): comparison is DoneComparison {
  return comparison.status === 'done' && !!comparison.result;
}

/** What the report shows while it is queued or written: the sections so far and the ones to come. */
export interface LiveReport {
  draft: ReportDraft;
  pending: readonly ReportSectionName[];
  /** The section being written now (the first pending one); none while the report waits in the queue. */
  writing?: ReportSectionName;
}

export interface ProgressCount {
  /** The section being written, counted from 1 (done + 1, at most the total). */
  current: number;
  total: number;
}

/** "6 of 11": the first pending section's place among all of them. */
export function progressCount(progress: { done: readonly unknown[]; pending: readonly unknown[] }): ProgressCount {
  const total = progress.done.length + progress.pending.length;
  return { current: Math.min(progress.done.length + 1, Math.max(total, 1)), total };
}

/**
 * Something the page can see change while a report is written: the writer's last activity, the
 * sections done, the state and the attempt. The stall warning counts from the moment this last
 * changed on the page's own clock, so a server clock ahead or behind the browser's does not matter.
 */
export function activitySignature(comparison: Comparison): string {
  const progress = comparison.progress;
  return [comparison.status, progress?.lastActivityAt ?? '', progress?.done.length ?? 0, progress?.attempt ?? 1].join(
    '|',
  );
}
