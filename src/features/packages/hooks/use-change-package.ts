import { useQueryClient } from '@tanstack/react-query';
import { getGetMyPackageQueryKey, useChangePackage } from '@/api/generated/query/packages/packages';
import { getGetCurrentUserQueryKey } from '@/api/generated/query/users/users';
import { patchCurrentUser } from '@/lib/current-user';

/**
 * PUT /api/packages/me, then make every screen show the new level without a reload: the user
 * query (header, sidebar, level guards, compare locks; it keeps its stored copy itself) and My Package.
 */
export function useChangePackageEverywhere(request?: { readonly signal: AbortSignal }) {
  const queryClient = useQueryClient();
  return useChangePackage({
    request,
    mutation: {
      onSuccess: (myPackage) => {
        const packageName = myPackage.package.name;
        patchCurrentUser(queryClient, { package_name: packageName });
        queryClient.setQueryData(getGetMyPackageQueryKey(), myPackage);
        void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
      },
    },
  });
}
