import { useMemo } from 'react';
import { useGetMyPackage, useListPackages } from '@/api/generated/query/packages/packages';
import type { PackageName } from '@shared/api/generated/model';
import { packageIncludes, sortPackages, type PackageOffer } from '@/lib/package-display';
import { MY_PACKAGE_QUERY } from './my-package-query';

export type PackageAccess =
  | { state: 'pending' }
  | { state: 'allowed' }
  /** `from`: the first package (by level) that includes it, once the catalogue is read. */
  | { state: 'locked'; from?: PackageName };

/**
 * Every gate in the app follows the package's own list: a feature key or a flag of the user's
 * package (GET /api/packages/me), never a list of levels kept here. `pending` while the package
 * loads, so an included feature never flashes a lock; a package that cannot be read counts as
 * locked (the server is the one that enforces anyway).
 */
export function usePackageAccess(offer: PackageOffer): PackageAccess {
  const myPackage = useGetMyPackage({ query: MY_PACKAGE_QUERY });
  const locked = !myPackage.isPending && !(myPackage.data && packageIncludes(myPackage.data.package, offer));
  // Only a locked offer names the package to upgrade to (the public catalogue, cached).
  const catalogue = useListPackages({ query: { enabled: locked, staleTime: 5 * 60_000 } });
  const from = locked ? sortPackages(catalogue.data ?? []).find((pkg) => packageIncludes(pkg, offer))?.name : undefined;
  const state = myPackage.isPending ? 'pending' : locked ? 'locked' : 'allowed';
  // One object per answer, so a memoised screen that takes it re-renders only when it changes.
  return useMemo(() => (state === 'locked' && from ? { state, from } : { state }), [state, from]);
}
