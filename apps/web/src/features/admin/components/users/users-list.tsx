import { formatPhone } from '@arsamezat/shared/accounts/phone';
import type { AdminUserSummary } from '@arsamezat/shared/admin/admin-users';
import { Eye, ShieldCheck, ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { adminPaths } from '../../admin-paths';
import { lastSignInText, RoleBadge, UserAvatar, UserStatusBadge } from './user-badges';

type UsersListProps = {
  users: AdminUserSummary[];
  /** Opens the role dialog; omitted where the list only reads (the overview). */
  onToggleRole?: (user: AdminUserSummary) => void;
};

function Actions({
  user,
  onToggleRole,
  stacked = false,
}: {
  user: AdminUserSummary;
  onToggleRole?: UsersListProps['onToggleRole'];
  /** One above the other, right-aligned (the table's last column); side by side otherwise. */
  stacked?: boolean;
}) {
  return (
    <div
      className={
        stacked
          ? 'flex flex-col items-stretch gap-1.5 whitespace-nowrap [&>*]:justify-start'
          : 'flex flex-wrap items-center gap-2'
      }
    >
      <Button asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
        <Link to={adminPaths.user(user.id)} aria-label={`${user.fullName} detayları`}>
          <Eye aria-hidden />
          Detaylar
        </Link>
      </Button>
      {onToggleRole && user.status !== 'deleted' && (
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 sm:min-h-9"
          onClick={() => onToggleRole(user)}
          aria-label={`${user.fullName}: ${user.role === 'admin' ? 'Kullanıcı yap' : 'Admin yap'}`}
        >
          {user.role === 'admin' ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
          {user.role === 'admin' ? 'Kullanıcı yap' : 'Admin yap'}
        </Button>
      )}
    </div>
  );
}

/**
 * Users as a table from 1024 px; as cards below (no sideways scrolling on a phone). Five columns,
 * the contact details under the name and the actions one above the other, so the actions are
 * whole at 1024 px as at 1440 px.
 */
export function UsersList({ users, onToggleRole }: UsersListProps) {
  return (
    <>
      {/* Scrolls inside its own box if a long name or e-mail ever needs more room. */}
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-ink-100 bg-ink-50 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-500 uppercase">
            <tr className="[&>th]:px-3 [&>th]:py-3">
              <th className="pl-4!">Kullanıcı</th>
              <th>Rol</th>
              <th>Durum</th>
              <th>Son Giriş</th>
              <th className="pr-4! text-right">İşlemler</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {users.map((user) => (
              <tr key={user.id} className="align-middle [&>td]:px-3 [&>td]:py-3">
                <td className="pl-4!">
                  <div className="flex items-center gap-3">
                    <UserAvatar user={user} size="size-9" />
                    <div className="min-w-0">
                      <p className="font-medium break-words text-ink-900">{user.fullName}</p>
                      <p className="text-ink-600 tabular-nums">
                        {user.status === 'deleted' ? '—' : formatPhone(user.phone)}
                      </p>
                      <p className="break-all text-ink-600">{user.email ?? 'E-posta yok'}</p>
                    </div>
                  </div>
                </td>
                <td>
                  <RoleBadge role={user.role} />
                </td>
                <td>
                  <UserStatusBadge user={user} />
                </td>
                <td className="text-ink-600 tabular-nums">{lastSignInText(user.lastSignInAt)}</td>
                <td className="w-px pr-4!">
                  <Actions user={user} stacked {...(onToggleRole ? { onToggleRole } : {})} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-ink-100 lg:hidden">
        {users.map((user) => (
          <li key={user.id} className="space-y-3 p-4">
            <div className="flex items-start gap-3">
              <UserAvatar user={user} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink-900">{user.fullName}</p>
                <p className="text-sm break-all text-ink-600">{user.email ?? 'E-posta yok'}</p>
                <p className="text-sm text-ink-600 tabular-nums">
                  {user.status === 'deleted' ? '—' : formatPhone(user.phone)}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs text-ink-500">
              <RoleBadge role={user.role} />
              <UserStatusBadge user={user} />
              <span>Son giriş: {lastSignInText(user.lastSignInAt)}</span>
            </div>
            <Actions user={user} {...(onToggleRole ? { onToggleRole } : {})} />
          </li>
        ))}
      </ul>
    </>
  );
}
