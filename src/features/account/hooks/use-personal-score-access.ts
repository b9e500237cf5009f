import { useGetMyPackage, useListPackages } from '@/api/generated/query/packages/packages';
import { PackageFeature, type PackageName } from '@shared/api/generated/model';
import { MY_PACKAGE_QUERY } from '@/hooks/my-package-query';
import { sortPackages } from '@/lib/package-display';

export type PersonalScoreAccess =
  | { kind: 'pending' }
  | { kind: 'allowed' }
  /** `includedIn`: the first package that lists the feature, when the catalogue could be read. */
  | { kind: 'locked'; includedIn?: PackageName };

/**
 * The personal score follows the package's own `personalized_score` feature key (the server
 * refuses weights without it). `pending` while the package loads, so the editor never flashes a
 * lock for a Premium user; a package that cannot be read counts as locked.
 */
export function usePersonalScoreAccess(): PersonalScoreAccess {
  const myPackage = useGetMyPackage({ query: MY_PACKAGE_QUERY });
  const catalogue = useListPackages({ query: { staleTime: 5 * 60_000 } });
  if (myPackage.isPending) return { kind: 'pending' };
  if (myPackage.data?.package.features.includes(PackageFeature.personalized_score)) return { kind: 'allowed' };
  const includedIn = sortPackages(catalogue.data ?? []).find((pkg) =>
    pkg.features.includes(PackageFeature.personalized_score),
  )?.name;
  return { kind: 'locked', includedIn };
}
