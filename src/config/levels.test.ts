// The compare form reads its gate from the signed-in user's level (no wait for the package on the
// page where one types first); that list must be the packages' own: the levels whose package lists
// both selectable_features and summary_and_detailed_response (every gate follows the list).
import { describe, expect, it } from 'vitest';
import { getListPackagesResponseMock } from '@/api/generated/query/packages/packages.msw';
import { ADVANCED_COMPARE_LEVELS, CHAT_LEVELS } from './levels';

const catalogue = getListPackagesResponseMock().data ?? [];

describe('the level lists agree with the package catalogue', () => {
  it('ADVANCED_COMPARE_LEVELS are the packages listing selectable features and the detailed response', () => {
    expect(catalogue.length).toBe(4);
    const advanced = catalogue
      .filter((pkg) => pkg.features.includes('selectable_features'))
      .filter((pkg) => pkg.features.includes('summary_and_detailed_response'))
      .map((pkg) => pkg.name);
    expect(advanced).toEqual([...ADVANCED_COMPARE_LEVELS]);
  });

  it('CHAT_LEVELS are the packages with assistant messages', () => {
    expect(catalogue.filter((pkg) => pkg.message_limit !== 0).map((pkg) => pkg.name)).toEqual([...CHAT_LEVELS]);
  });
});
