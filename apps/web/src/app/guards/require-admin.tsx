import { loginPathFor } from '@arsamezat/shared/accounts/return-path';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/session/use-auth';
import { justSignedOutHere } from '../../features/auth/lib/signed-out-here';

/**
 * Layout route in front of /admin/*: anonymous visitors go to /login, signed-in members who
 * are not admins to /dashboard (both replacing history). Every admin endpoint checks the role
 * on the server as well.
 */
export function RequireAdmin() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') {
    return <PageSpinner fullScreen label="Yetki kontrolü yapılıyor..." />;
  }
  if (auth.status === 'unauthenticated') {
    // Signing out from this screen goes home (spec 01 §4), not to the sign-in page.
    if (justSignedOutHere()) return <Navigate to={paths.home} replace />;
    return (
      <Navigate
        to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
        replace
      />
    );
  }
  if (!auth.isAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
