import { Link } from 'react-router';
// The button look without <Button asChild>, whose Radix Slot would join the first load.
import { buttonClasses } from '../../components/ui/button-classes';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import type { AuthState } from '../../lib/session/use-auth';
import { LazyUserMenu } from './lazy-menus';

type AuthActionsProps = {
  auth: AuthState;
  /** Changes on navigation and on auth change; the user menu closes when it does. */
  closeToken: string;
};

/** Right side of the desktop top bar: a spinner, the guest buttons or the member's menu. */
export function AuthActions({ auth, closeToken }: AuthActionsProps) {
  if (auth.status === 'loading') {
    return <Spinner label="Oturum bilgileri yükleniyor..." className="px-6" />;
  }
  if (auth.status === 'authenticated') {
    return <LazyUserMenu user={auth.user} isAdmin={auth.isAdmin} closeToken={closeToken} />;
  }
  return (
    <div className="flex items-center gap-2">
      <Link className={buttonClasses({ variant: 'ghost', size: 'sm' })} to={paths.login}>
        Giriş Yap
      </Link>
      <Link className={buttonClasses({ variant: 'primary', size: 'sm' })} to={paths.signup}>
        Kayıt Ol
      </Link>
    </div>
  );
}
