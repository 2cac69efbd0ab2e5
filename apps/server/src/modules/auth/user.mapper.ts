import type { SessionUser } from '@arsamezat/shared/accounts/auth';

type UserFields = {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  role: 'admin' | 'user';
  marketingConsent: boolean;
  createdAt: Date;
};

/** The account as the API shows it; never the row (no hash, no ban markers). */
export function toSessionUser(row: UserFields): SessionUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    email: row.email,
    role: row.role,
    marketingConsent: row.marketingConsent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Banned (until a future moment) or deleted accounts count as signed out everywhere. */
export function isAccountActive(
  row: { bannedUntil: Date | null; deletedAt: Date | null },
  now: Date,
): boolean {
  return !row.deletedAt && !(row.bannedUntil && row.bannedUntil > now);
}
