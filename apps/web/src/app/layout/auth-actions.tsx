import { loginPathFor, signupPathFor } from '@arsamezat/shared/accounts/return-path';
import { Link } from 'react-router';
// The button look without <Button asChild>, whose Radix Slot would join the first load.
import { buttonClasses } from '../../components/ui/button-classes';
import { Spinner } from '../../components/ui/spinner';
import type { AuthState } from '../../lib/session/use-auth';
import { LazyUserMenu } from './lazy-menus';
import { useReturnHere } from './use-return-here';

type AuthActionsProps = {
  auth: AuthState;
  /** Changes on navigation and on auth change; the user menu closes when it does. */
  closeToken: string;
};

/**
 * Right side of the top bar: a spinner while the session is checked, the member's menu (from
 * 768 px; the drawer below), or a guest's 'Giriş Yap' and 'Kayıt Ol'. The guest's links carry
 * this page as `?next=`, so signing in comes back here; they are plain links, drawn by the
 * server, so they work before the page's scripts have run (decision 063). On a phone only
 * 'Giriş Yap' fits beside the menu button; 'Kayıt Ol' is in the drawer and on the sign-in page.
 */
export function AuthActions({ auth, closeToken }: AuthActionsProps) {
  const back = useReturnHere();
  if (auth.status === 'loading') {
    return (
      <div className="hidden md:block">
        <Spinner label="Oturum bilgileri yükleniyor..." className="px-6" />
      </div>
    );
  }
  if (auth.status === 'authenticated') {
    return (
      <div className="hidden md:block">
        <LazyUserMenu user={auth.user} isAdmin={auth.isAdmin} closeToken={closeToken} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link className={buttonClasses({ variant: 'ghost', size: 'sm' })} to={loginPathFor(back)}>
        Giriş Yap
      </Link>
      <div className="hidden md:block">
        <Link
          className={buttonClasses({ variant: 'primary', size: 'sm' })}
          to={signupPathFor(back)}
        >
          Kayıt Ol
        </Link>
      </div>
    </div>
  );
}
