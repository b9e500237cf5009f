// A comparison query to run again: history's "Run again" hands it to the compare page through
// the router's location state (history and compare are separate features, so the shape lives
// here). It survives a reload (the browser keeps history.state) and never reaches the URL.
import { CompareFeature } from '@/api/generated/model';

export interface CompareDraft {
  query: string;
  features: CompareFeature[];
  isDetailed: boolean;
}

const FEATURES = new Set<string>(Object.values(CompareFeature));

export function compareDraftState(draft: CompareDraft): { compareDraft: CompareDraft } {
  return { compareDraft: { query: draft.query, features: [...draft.features], isDetailed: draft.isDetailed } };
}

/** The draft in a location state, or null (state is untyped: anything may be there). */
export function readCompareDraft(state: unknown): CompareDraft | null {
  return parseCompareDraft((state as { compareDraft?: unknown } | null)?.compareDraft);
}

/**
 * A draft from anywhere untyped — a location state, or what a 401 kept in storage
 * (`useKeptDraft('compare', { read, restore, parse: parseCompareDraft })`, hooks/use-kept-draft.ts).
 */
export function parseCompareDraft(value: unknown): CompareDraft | null {
  const draft = value as Partial<CompareDraft> | null | undefined;
  if (!draft || typeof draft !== 'object' || typeof draft.query !== 'string' || !draft.query.trim()) return null;
  const features = Array.isArray(draft.features)
    ? draft.features.filter((feature): feature is CompareFeature => FEATURES.has(feature))
    : [];
  return { query: draft.query, features, isDetailed: draft.isDetailed === true };
}
