import { useQueryClient } from '@tanstack/react-query';
import { getGetMyPackageQueryKey, useChangePackage } from '@/api/generated/query/packages/packages';
import { getGetCurrentUserQueryKey } from '@/api/generated/query/users/users';
import type { User } from '@/api/generated/model';
import { getStoredUser, setStoredUser } from '@/lib/session';

/**
 * PUT /api/packages/me, then make every screen show the new level without a reload: the stored
 * user (header, sidebar, level guards, compare locks), the cached current user (so a screen that
 * re-reads it does not put the old level back) and My Package.
 */
export function useChangePackageEverywhere(request?: { readonly signal: AbortSignal }) {
  const queryClient = useQueryClient();
  return useChangePackage({
    request,
    mutation: {
      onSuccess: (myPackage) => {
        const packageName = myPackage.package.name;
        setStoredUser({ ...(getStoredUser() ?? {}), package_name: packageName });
        queryClient.setQueryData<User>(getGetCurrentUserQueryKey(), (user) => (user ? { ...user, package_name: packageName } : user));
        queryClient.setQueryData(getGetMyPackageQueryKey(), myPackage);
        void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
      },
    },
  });
}
