import { useGetMyPackage } from '@/api/generated/query/packages/packages';
import { MY_PACKAGE_QUERY } from '@/hooks/my-package-query';
import { isUnlimited } from '@/lib/format';

/**
 * What is left of the package's comparisons this month (from My Package): shown before the user
 * runs into the limit, never learnt from an error. `hidden` while it loads or when it cannot be
 * read (the server still enforces the limit and the run says so).
 */
export type CompareQuota =
  | { kind: 'hidden' }
  | { kind: 'unlimited' }
  | { kind: 'counted'; remaining: number; limit: number }
  | { kind: 'exhausted'; limit: number };

export function useCompareQuota(): CompareQuota {
  const myPackage = useGetMyPackage({ query: MY_PACKAGE_QUERY });
  if (!myPackage.data) return { kind: 'hidden' };
  const { remaining_compares: remaining, package: pkg } = myPackage.data;
  if (isUnlimited(remaining) || isUnlimited(pkg.compare_limit)) return { kind: 'unlimited' };
  if (remaining <= 0) return { kind: 'exhausted', limit: pkg.compare_limit };
  return { kind: 'counted', remaining, limit: pkg.compare_limit };
}
