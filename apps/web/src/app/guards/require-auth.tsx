import { loginPathFor } from '@arsamezat/shared/accounts/return-path';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/session/use-auth';
import { justSignedOutHere } from '../../features/auth/lib/signed-out-here';

/**
 * Layout route in front of /dashboard, /profile and /settings: anonymous visitors go to
 * /login (history replaced; the page they wanted travels as `?next=`, and sign-in returns there —
 * decision 031).
 * The server checks the session again on every call; this only spares a useless screen.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') {
    return <PageSpinner fullScreen label="Oturum bilgileri yükleniyor..." />;
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
  return <Outlet />;
}
