import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsAuthenticated } from '@/hooks/use-session';

/** SPEC §2: a route that needs auth with no token in local or session storage goes to /login. */
export function RequireAuth() {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated) {
    return <Navigate to={paths.login.href(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
