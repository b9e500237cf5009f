import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsAuthenticated } from '@/hooks/use-session';

/**
 * A route that needs auth with no token in local or session storage goes to /login.
 * A session that ends while the app area is open (logout, a 401) goes to / instead; redirecting
 * to /login there would race the logout's own navigation to /.
 */
export function RequireAuth() {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  // Whether this guard has seen a session: state, not a ref read during render (React may render
  // without committing). Set during render, React's pattern for state that follows a value.
  const [hadSession, setHadSession] = useState(authenticated);
  if (authenticated && !hadSession) setHadSession(true);
  if (!authenticated) {
    if (hadSession) return <Navigate to={paths.home.href()} replace />;
    return <Navigate to={paths.login.href(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
