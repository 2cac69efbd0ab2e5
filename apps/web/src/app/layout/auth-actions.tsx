import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import type { AuthState } from '../../lib/session/use-auth';
import { UserMenu } from './user-menu';

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
    return <UserMenu user={auth.user} isAdmin={auth.isAdmin} closeToken={closeToken} />;
  }
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.login}>Giriş Yap</Link>
      </Button>
      <Button asChild variant="primary" size="sm">
        <Link to={paths.signup}>Kayıt Ol</Link>
      </Button>
    </div>
  );
}
