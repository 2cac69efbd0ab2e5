import {
  isIndefiniteBan,
  ROLE_LABELS,
  USER_STATUS_LABELS,
  type AdminUserSummary,
} from '@arsamezat/shared/admin/admin-users';
import { cx } from '../../../../components/ui/cx';
import { formatShortDateTime } from '../../../../lib/format-date';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

const statusTones: Record<AdminUserSummary['status'], string> = {
  active: 'bg-brand-50 text-brand-700 ring-brand-200',
  banned: 'bg-red-50 text-red-700 ring-red-200',
  deleted: 'bg-ink-100 text-ink-600 ring-ink-200',
};

/** Aktif / Engelli / Silinmiş (spec §2.8). */
export function UserStatusBadge({ user }: { user: Pick<AdminUserSummary, 'status'> }) {
  return (
    <span className={cx(pill, statusTones[user.status])}>{USER_STATUS_LABELS[user.status]}</span>
  );
}

export function RoleBadge({ role }: { role: AdminUserSummary['role'] }) {
  return (
    <span
      className={cx(
        pill,
        role === 'admin'
          ? 'bg-brand-900 text-accent-200 ring-brand-900'
          : 'bg-surface text-ink-700 ring-ink-200',
      )}
    >
      {ROLE_LABELS[role]}
    </span>
  );
}

/** 'süresiz' or '01.06.2026 12:30 tarihine kadar'. */
export function banUntilText(until: string): string {
  return isIndefiniteBan(until) ? 'süresiz' : `${formatShortDateTime(until)} tarihine kadar`;
}

const initials = (user: Pick<AdminUserSummary, 'firstName' | 'lastName'>) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toLocaleUpperCase('tr-TR');

/** The avatar, or the initials in a circle. */
export function UserAvatar({
  user,
  size = 'size-10',
}: {
  user: Pick<AdminUserSummary, 'firstName' | 'lastName' | 'avatarUrl'>;
  size?: string;
}) {
  if (user.avatarUrl) {
    return (
      <img src={user.avatarUrl} alt="" className={cx(size, 'shrink-0 rounded-full object-cover')} />
    );
  }
  return (
    <span
      aria-hidden
      className={cx(
        size,
        'grid shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800',
      )}
    >
      {initials(user)}
    </span>
  );
}

/** 'Hiç giriş yapmadı' when never signed in. */
export const lastSignInText = (value: string | null) =>
  value ? formatShortDateTime(value) : 'Hiç giriş yapmadı';
