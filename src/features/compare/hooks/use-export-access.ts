import { useGetMyPackage } from '@/api/generated/query/packages/packages';
import { MY_PACKAGE_QUERY } from '@/hooks/my-package-query';
import { PackageFeature } from '@/api/generated/model';

export type ExportAccess = 'allowed' | 'locked' | 'pending';

/**
 * PDF and CSV export follow the package's `pdf_csv_export` feature key, as the packages promise.
 * `pending` while the package loads, so a Premium user never sees a lock flash; a package that
 * cannot be read counts as locked (the server is the one that enforces limits anyway).
 */
export function useExportAccess(): ExportAccess {
  const myPackage = useGetMyPackage({ query: MY_PACKAGE_QUERY });
  if (myPackage.isPending) return 'pending';
  return myPackage.data?.package.features?.includes(PackageFeature.pdf_csv_export) ? 'allowed' : 'locked';
}
