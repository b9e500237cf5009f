// Public share links of the mock backend: share ids are unguessable, one per comparison, and go
// away with an unshare or a delete. Stored in `MockDb.shares`; data persisted before share links
// existed has no such record, so every read goes through sharesOf() and every write through
// sharesFor(), which treat a missing record as empty.
import type { Comparison, ComparisonSummary, SharedComparison } from '@/api/generated/model';
import type { MockDb, MockShare } from './store';
import { pollFor } from './views';

/** 16 random bytes (128 bits) as base64url: `shr_` + 22 characters, matching ^[A-Za-z0-9_-]+$. */
export function newShareId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  const base64 = btoa(String.fromCharCode(...bytes));
  return `shr_${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

export function sharesOf(state: MockDb): Record<string, MockShare> {
  return state.shares ?? {};
}

/** The writable record (created on first write for data persisted without it). */
export function sharesFor(state: MockDb): Record<string, MockShare> {
  state.shares ??= {};
  return state.shares;
}

export function shareOfComparison(
  state: MockDb,
  userId: string,
  comparisonId: string,
): { shareId: string; share: MockShare } | undefined {
  for (const [shareId, share] of Object.entries(sharesOf(state))) {
    if (share.userId === userId && share.comparisonId === comparisonId) return { shareId, share };
  }
  return undefined;
}

/** Removes every share of one comparison (unshare and delete). */
export function removeShares(state: MockDb, userId: string, comparisonId: string): void {
  const shares = sharesFor(state);
  for (const [shareId, share] of Object.entries(shares)) {
    if (share.userId === userId && share.comparisonId === comparisonId) delete shares[shareId];
  }
}

/** The owner's view carries the share id while shared, null otherwise. */
export function withShareId<T extends Comparison | ComparisonSummary>(state: MockDb, userId: string, comparison: T): T {
  return { ...comparison, shareId: shareOfComparison(state, userId, comparison.id)?.shareId ?? null };
}

/** What anyone with the link sees: the report only — no id, no owner, not the owner's poll vote. */
export function toSharedComparison(
  state: MockDb,
  shareId: string,
  share: MockShare,
  comparison: Comparison,
): SharedComparison {
  const poll = pollFor(state, share.userId, comparison);
  return {
    shareId,
    sharedAt: share.sharedAt,
    query: comparison.query,
    items: comparison.items,
    features: comparison.features,
    isDetailed: comparison.isDetailed,
    createdAt: comparison.createdAt,
    language: comparison.language,
    ...(comparison.source ? { source: comparison.source } : {}),
    result: poll ? { ...comparison.result, poll: { ...poll, user_vote: null } } : comparison.result,
  };
}
