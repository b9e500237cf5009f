import { describe, expect, it } from 'vitest';
import { changePackage, getMyPackage, listPackages } from '@/api/generated/query/packages/packages';
import { expectApiError, signIn } from './test-utils';

const DAY = 86_400_000;

describe('packages handlers', () => {
  it('lists the four packages in order, publicly', async () => {
    const packages = await listPackages();
    expect(packages.map((p) => [p.name, p.price, p.compare_limit, p.message_limit])).toEqual([
      ['Level_1', 0, 5, 0],
      ['Level_2', 149.9, 30, 0],
      ['Level_3', 299.9, 100, 0],
      ['Level_4', 599.9, 'unlimited', 'unlimited'],
    ]);
    expect(packages.every((p) => p.description.includes(' | '))).toBe(true);
  });

  it('shows the free package without end date and with the remaining compares', async () => {
    await signIn('free');
    const mine = await getMyPackage();
    expect(mine).toMatchObject({
      end_date: null,
      remaining_compares: 3,
      remaining_messages: 0,
      remaining_conversations: 0,
    });
    expect(mine.package.name).toBe('Level_1');
  });

  it('shows unlimited counts for premium', async () => {
    await signIn('premium');
    const mine = await getMyPackage();
    expect(mine).toMatchObject({
      remaining_compares: 'unlimited',
      remaining_messages: 'unlimited',
      remaining_conversations: 'unlimited',
    });
    expect(Date.parse(mine.end_date ?? '')).toBeGreaterThan(Date.now());
  });

  it('changes the package with a fresh period and counters', async () => {
    await signIn('free');
    const changed = await changePackage({ package_name: 'Level_3' });
    expect(changed.package.name).toBe('Level_3');
    expect(changed.remaining_compares).toBe(100);
    const end = Date.parse(changed.end_date ?? '');
    expect(end - Date.now()).toBeGreaterThan(27 * DAY);
    expect(end - Date.now()).toBeLessThan(32 * DAY);
    await expect(getMyPackage()).resolves.toMatchObject({ package: { name: 'Level_3' } });
    const back = await changePackage({ package_name: 'Level_1' });
    expect(back.end_date).toBeNull();
  });

  it('requires a session for packages/me and a valid level', async () => {
    await expectApiError(getMyPackage(), 401);
    await signIn('free');
    await expectApiError(changePackage({ package_name: 'Level_9' as 'Level_1' }), 422);
  });

  it("keeps the period and the month's usage when the current package is chosen again", async () => {
    await signIn('free');
    const before = await getMyPackage();
    expect(before.remaining_compares).toBe(3);
    const again = await changePackage({ package_name: 'Level_1' });
    expect(again).toEqual(before);
    await signIn('standard');
    const standard = await getMyPackage();
    await expect(changePackage({ package_name: 'Level_3' })).resolves.toEqual(standard);
  });
});
