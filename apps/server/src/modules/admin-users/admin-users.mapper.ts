import type { AdminUserSummary, UserStatus } from '@arsamezat/shared/admin/admin-users';
import type { UserSummaryRow } from './admin-users.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** 'Silinmiş' once anonymised, 'Engelli' while a ban runs, else 'Aktif' (spec §2.8). */
export function userStatus(
  row: { deletedAt: Date | null; bannedUntil: Date | null },
  now: Date,
): UserStatus {
  if (row.deletedAt) return 'deleted';
  if (row.bannedUntil && row.bannedUntil > now) return 'banned';
  return 'active';
}

export function toAdminUserSummary(row: UserSummaryRow, now: Date): AdminUserSummary {
  const status = userStatus(row, now);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    role: row.role,
    avatarUrl: row.avatarUrl,
    status,
    lastSignInAt: iso(row.lastSignInAt),
    bannedUntil: status === 'banned' ? iso(row.bannedUntil) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
