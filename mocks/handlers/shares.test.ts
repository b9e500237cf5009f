import { describe, expect, it } from 'vitest';
import {
  deleteComparison,
  getComparison,
  getSharedComparison,
  listComparisons,
  shareComparison,
  unshareComparison,
  voteInPoll,
} from '@/api/generated/query/comparisons/comparisons';
import { clearSession } from '@/lib/session';
import { newShareId } from '../shares';
import { db, mutate } from '../store';
import { expectApiError, signIn } from './test-utils';

async function newestComparisonId(): Promise<string> {
  return (await listComparisons({ limit: 1 })).items[0].id;
}

describe('share ids', () => {
  it('are 128-bit, URL-safe, within the contract pattern and never repeat', () => {
    const ids = Array.from({ length: 200 }, newShareId);
    for (const id of ids) {
      expect(id).toMatch(/^shr_[A-Za-z0-9_-]{22}$/);
      expect(id.length).toBeLessThanOrEqual(64);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('PUT/DELETE /api/comparisons/{id}/share and GET /api/shared/{shareId}', () => {
  it('shares idempotently, reads publicly without the owner, unshares to 404', async () => {
    await signIn('premium');
    const id = await newestComparisonId();
    const first = await shareComparison(id);
    expect(first.shareId).toMatch(/^shr_/);
    await expect(shareComparison(id)).resolves.toEqual(first);
    await expect(getComparison(id)).resolves.toMatchObject({ id, shareId: first.shareId });
    expect((await listComparisons({ limit: 1 })).items[0].shareId).toBe(first.shareId);

    await voteInPoll(id, { option: (await getComparison(id)).result.poll!.options[0].label });
    clearSession();
    const shared = await getSharedComparison(first.shareId);
    expect(shared).toMatchObject({ shareId: first.shareId, sharedAt: first.sharedAt });
    expect(shared).not.toHaveProperty('id');
    expect(JSON.stringify(shared)).not.toContain('premium@example.com');
    expect(shared.result.poll?.user_vote ?? null).toBeNull();

    await signIn('premium');
    await unshareComparison(id);
    await expect(getComparison(id)).resolves.toMatchObject({ shareId: null });
    clearSession();
    await expectApiError(getSharedComparison(first.shareId), 404);
    // Sharing again gives a new id: the revoked one stays dead.
    await signIn('premium');
    const again = await shareComparison(id);
    expect(again.shareId).not.toBe(first.shareId);
  });

  it('answers 404 for another user’s comparison and for unknown share ids, 422 for malformed ones', async () => {
    await signIn('premium');
    const id = await newestComparisonId();
    await signIn('standard');
    await expectApiError(shareComparison(id), 404);
    await expectApiError(unshareComparison(id), 404);
    await expectApiError(getSharedComparison('shr_doesNotExist'), 404);
    await expectApiError(getSharedComparison('not valid!'), 422);
  });

  it('works on data persisted before share links existed (no shares record)', async () => {
    await signIn('premium');
    mutate((state) => {
      delete state.shares;
    });
    const id = await newestComparisonId();
    await expect(getComparison(id)).resolves.toMatchObject({ shareId: null });
    const { shareId } = await shareComparison(id);
    await expect(getSharedComparison(shareId)).resolves.toMatchObject({ shareId });
  });
});

describe('DELETE /api/comparisons/{id}', () => {
  it('deletes the comparison with its poll votes and its share; a second delete is 404', async () => {
    const { user } = await signIn('premium');
    const id = await newestComparisonId();
    const before = (await listComparisons({})).total;
    const { shareId } = await shareComparison(id);
    await voteInPoll(id, { option: (await getComparison(id)).result.poll!.options[0].label });
    await deleteComparison(id);
    await expectApiError(getComparison(id), 404);
    expect((await listComparisons({})).total).toBe((before ?? 0) - 1);
    expect(Object.keys(db().pollVotes).some((key) => key === `${user.id}:${id}`)).toBe(false);
    expect(Object.values(db().shares ?? {}).some((share) => share.comparisonId === id)).toBe(false);
    await expectApiError(getSharedComparison(shareId), 404);
    await expectApiError(deleteComparison(id), 404);
  });

  it('cannot delete another user’s comparison', async () => {
    await signIn('premium');
    const id = await newestComparisonId();
    await signIn('free');
    await expectApiError(deleteComparison(id), 404);
    await signIn('premium');
    await expect(getComparison(id)).resolves.toMatchObject({ id });
  });
});
