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
  const draft = (state as { compareDraft?: Partial<CompareDraft> } | null)?.compareDraft;
  if (!draft || typeof draft.query !== 'string' || !draft.query.trim()) return null;
  const features = Array.isArray(draft.features) ? draft.features.filter((feature): feature is CompareFeature => FEATURES.has(feature)) : [];
  return { query: draft.query, features, isDetailed: draft.isDetailed === true };
}
