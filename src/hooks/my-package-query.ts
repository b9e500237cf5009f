import { getGetMyPackageQueryOptions } from '@/api/generated/query/packages/packages';

/** GET /api/packages/me as the report reads it: the route loader prefetches it with these options. */
export const MY_PACKAGE_QUERY = { staleTime: 5 * 60_000, retry: false } as const;

export function myPackageQueryOptions() {
  return getGetMyPackageQueryOptions({ query: MY_PACKAGE_QUERY });
}
