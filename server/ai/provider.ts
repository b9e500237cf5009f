// What writes reports and chat answers. Two implementations: the OpenAI-compatible provider
// (AI_BASE_URL) and the built-in demo engine. Routes and services only see this interface.
import type { CompareFeature, ComparisonResult, Language, ReportSource } from '@shared/api/generated/model';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the one shape of a written comparison for both writers
import type { WrittenComparison } from '../../demo/index';

export interface CompareInput {
  query: string;
  /** 2 to 6 names split from the query, in order. */
  items: string[];
  features: CompareFeature[];
  isDetailed: boolean;
  language: Language;
  /** When the report is written: the prompt's "today" (reports price things as of this day). */
  now: Date;
  /**
   * Sections an earlier writer of this report finished before it was interrupted (a server
   * restart): the writer continues from them and writes only the rest, and the whole report is
   * those sections and its own.
   */
  written?: Record<string, unknown>;
  /**
   * Provider calls this report may run at once (its share of `concurrency`, given by the queue):
   * more than 1 only for a report continued after an interruption, whose remaining sections are
   * then written side by side (report-sections' sectionGroups). Default 1.
   */
  calls?: number;
  /** The sections this call writes, when the remaining ones are split between parallel calls. */
  sections?: string[];
}

export type CompareOutcome =
  | { ok: true; items: string[]; result: ComparisonResult; source: ReportSource }
  /** The query cannot be compared: a 422 on `field` with `message` (already in the request language). */
  | { ok: false; field: 'query'; message: string };

/**
 * What a writer tells while it writes, in the report's order. `section`: one top-level key of the
 * report is complete (its value as written, nulls included; the job shapes it). `restart`: the
 * writer starts over (a second attempt after an unusable answer): the sections told so far are void.
 * `activity`: text is arriving (at most about once a second), so a stalled writer can be told
 * apart from a slow one.
 */
export type ReportEvent =
  | { type: 'section'; name: string; value: unknown }
  /** The report's sources so far, so the figures of a draft carry their marks as they arrive. */
  | { type: 'sources'; value: unknown }
  | { type: 'restart' }
  | { type: 'activity' };

export interface ChatInput {
  content: string;
  language: Language;
  /** Earlier messages of the conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The user's written comparisons, newest first. */
  comparisons: WrittenComparison[];
  /** The user's comparison the conversation is about (the chat opened from its report), if any. */
  subject?: WrittenComparison;
}

export interface AiProvider {
  readonly engine: ReportSource['engine'];
  /** The model's name, when a model writes (a queued report already says who will write it). */
  readonly model?: string;
  /** Calls to `compare` this provider may run at once (across every server instance); the rest wait in the queue. */
  readonly concurrency: number;
  compare(input: CompareInput, signal: AbortSignal, onEvent?: (event: ReportEvent) => void): Promise<CompareOutcome>;
  /** Writes an answer; `onText` is told the text so far each time it grows. */
  chat(
    input: ChatInput,
    signal: AbortSignal,
    onText?: (textSoFar: string) => void,
  ): Promise<{ output: string; source: ReportSource }>;
}

/**
 * Why a provider call failed; each kind becomes a documented status (chat) or a failed report's
 * reason. `stalled`: no text for the idle timeout; `timeout`: the total cap; `wrong-items`: the
 * answer was about other items than the ones asked, twice.
 */
export type AiFailureKind = 'timeout' | 'stalled' | 'invalid-output' | 'wrong-items' | 'unavailable' | 'aborted';

export class AiError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    detail?: string,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
  }
}
