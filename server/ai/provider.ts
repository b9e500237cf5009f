// What writes reports and chat answers. Two implementations: the OpenAI-compatible provider
// (AI_BASE_URL) and the built-in demo engine. Routes and services only see this interface.
import type { CompareFeature, Comparison, ComparisonResult, Language, ReportSource } from '@/api/generated/model';

export interface CompareInput {
  query: string;
  /** 2 to 6 names split from the query, in order. */
  items: string[];
  features: CompareFeature[];
  isDetailed: boolean;
  language: Language;
}

export type CompareOutcome =
  | { ok: true; items: string[]; result: ComparisonResult; source: ReportSource }
  /** The query cannot be compared: a 422 on `field` with `message` (already in the request language). */
  | { ok: false; field: 'query'; message: string };

export interface ChatInput {
  content: string;
  language: Language;
  /** Earlier messages of the conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The user's stored comparisons, newest first. */
  comparisons: Comparison[];
  /** The user's comparison the conversation is about (the chat opened from its report), if any. */
  subject?: Comparison;
}

export interface AiProvider {
  readonly engine: ReportSource['engine'];
  compare(input: CompareInput, signal: AbortSignal): Promise<CompareOutcome>;
  chat(input: ChatInput, signal: AbortSignal): Promise<{ output: string; source: ReportSource }>;
}

/** Why a provider call failed; the route turns each kind into a documented status. */
export type AiFailureKind = 'timeout' | 'invalid-output' | 'unavailable' | 'aborted';

export class AiError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    detail?: string,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
  }
}
