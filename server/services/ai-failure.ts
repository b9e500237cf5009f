// Why a report or a chat answer could not be written: the provider's failure kinds as the
// contract's ReportFailure reasons, and their words in the reader's language. Stored as the
// reason (translated when read), or a writer's own words kept as written.
import type { Language, QuerySuggestion, ReportFailure } from '@shared/api/generated/model';
import type { AiFailureKind } from '../ai/provider';
import { text, type MessageKey } from '../domain/messages';

export type FailureReason = ReportFailure['reason'];

export interface StoredFailure {
  reason: FailureReason;
  literal?: string;
  /** A refused query's alternatives (unusableQuery), kept as worked out when it was refused. */
  suggestions?: QuerySuggestion[];
}

/** A provider failure as the reason stored with what it was writing (`aborted` is a cancel, not a failure). */
export const REASON_OF: Record<Exclude<AiFailureKind, 'aborted'>, FailureReason> = {
  timeout: 'timeout',
  stalled: 'stalled',
  'invalid-output': 'invalidOutput',
  'wrong-items': 'wrongItems',
  unavailable: 'unavailable',
};

const FAILURE_TEXT: Record<FailureReason, MessageKey> = {
  timeout: 'aiTimeout',
  stalled: 'aiStalled',
  invalidOutput: 'aiInvalid',
  wrongItems: 'aiWrongItems',
  unavailable: 'aiUnavailable',
  interrupted: 'reportInterrupted',
  unusableQuery: 'aiInvalid',
};

/** A stored failure in words; an interrupted answer has its own (a report is taken again once first). */
export function failureOf(
  stored: StoredFailure,
  language: Language,
  of: 'report' | 'answer' = 'report',
): ReportFailure {
  const key = of === 'answer' && stored.reason === 'interrupted' ? 'answerInterrupted' : FAILURE_TEXT[stored.reason];
  return {
    reason: stored.reason,
    message: stored.literal ?? text(key, language),
    ...(stored.suggestions?.length ? { suggestions: stored.suggestions } : {}),
  };
}
