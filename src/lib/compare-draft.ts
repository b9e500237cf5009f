// A comparison query to run again: history's "Run again" hands it to the compare page through
// the router's location state (history and compare are separate features, so the shape lives
// here). It survives a reload (the browser keeps history.state) and never reaches the URL; the
// run itself is asked for apart (requestCompareRun, below), so a reload or Back does not run it twice.
import { CompareFeature } from '@shared/api/generated/model';

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

// A comparison to run on arrival: History's "Run again", the landing's (and the 404 page's)
// "Compare now", through the sign-in when needed. The click asks for it here, in this tab's
// sessionStorage; the compare screen takes it once and runs it through its own submit when its
// form holds that very query. Never from the address: a link someone sends must not spend the
// user's comparisons. Old requests (a sign-in given up) expire.
const RUN_KEY = 'kiyasla.compareOnArrival';
const RUN_TTL_MS = 30 * 60_000;

/** Asks the compare screen to run this comparison when it next opens. */
export function requestCompareRun(draft: CompareDraft): void {
  try {
    sessionStorage.setItem(RUN_KEY, JSON.stringify({ draft: compareDraftState(draft).compareDraft, at: Date.now() }));
  } catch {
    // Storage blocked: the screen opens with the query filled in, to run with one click.
  }
}

/** The comparison asked for (removed as it is read), or null. */
export function takeCompareRun(): CompareDraft | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(RUN_KEY);
    sessionStorage.removeItem(RUN_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { draft?: unknown; at?: unknown };
    if (typeof value.at !== 'number' || Date.now() - value.at > RUN_TTL_MS || value.at > Date.now()) return null;
    return parseCompareDraft(value.draft);
  } catch {
    return null;
  }
}
