import { Navigate, Outlet } from 'react-router-dom';
import type { PackageName } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { levelOf } from '@/config/levels';
import { useStoredUser } from '@/hooks/use-session';
import type { NotInPackageState } from '../layouts/not-in-package-notice';

/**
 * SPEC §2: a route with required roles compares the user's package name (Level_1 when unknown)
 * with its list; a user not in it is sent to /app/compare, which says why (NotInPackageNotice).
 */
export function RequireLevel({ levels }: { levels: readonly PackageName[] }) {
  const user = useStoredUser();
  if (!levels.includes(levelOf(user?.package_name))) {
    return (
      <Navigate to={paths.app.compare.href()} replace state={{ notInPackage: true } satisfies NotInPackageState} />
    );
  }
  return <Outlet />;
}
