import { z } from 'zod';
import { UserRoleSchema } from '../accounts/auth.ts';
import {
  MyBidsPageSchema,
  MyDepositsPageSchema,
  MyOffersPageSchema,
} from '../member/member-records.ts';
import { text } from '../core/text.ts';
import { AdminStrikesSchema } from '../sales/strikes.ts';

/** The admin's users section (issue 11, spec 02 §2.8 Users view, §7, §8): list, details, role, ban. */

export const ADMIN_USERS_PAGE_SIZE = 20;

/** Filter chips: Tümü, Yöneticiler, Kullanıcılar, Engelli, Silinmiş. */
export const ADMIN_USER_FILTERS = ['all', 'admins', 'users', 'banned', 'deleted'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];
export const ADMIN_USER_FILTER_LABELS: Record<AdminUserFilter, string> = {
  all: 'Tümü',
  admins: 'Yöneticiler',
  users: 'Kullanıcılar',
  banned: 'Engelli',
  deleted: 'Silinmiş',
};

/** Spec §2.8: 'Engelli' (banned), 'Silinmiş' (deleted), else 'Aktif'. */
export const USER_STATUSES = ['active', 'banned', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Aktif',
  banned: 'Engelli',
  deleted: 'Silinmiş',
};

export const ROLE_LABELS = { admin: 'Admin', user: 'Kullanıcı' } as const;

/**
 * An indefinite ban is stored as this instant (the session lookup compares `banned_until` with
 * the clock, so "until forever" must be a date); screens show it as 'süresiz'.
 */
export const INDEFINITE_BAN_UNTIL = '9999-12-31T00:00:00.000Z';
export const isIndefiniteBan = (until: string | Date) => new Date(until).getUTCFullYear() >= 9999;

export const ADMIN_USERS_MESSAGES = {
  /** Spec §8 role update success, with the role's label. */
  roleUpdated: (role: 'admin' | 'user') =>
    `Kullanıcı rolü ${ROLE_LABELS[role]} olarak güncellendi!`,
  /** Spec §8 role update failure prefix. */
  roleUpdateFailed: (message: string) => `Rol güncelleme hatası: ${message}`,
  banned: 'Kullanıcı engellendi.',
  unbanned: 'Kullanıcının engeli kaldırıldı.',
  banFailed: (message: string) => `Engelleme hatası: ${message}`,
  search: 'Arama en fazla 100 karakter olabilir.',
  filter: 'Geçersiz filtre.',
  page: 'Sayfa numarası geçersiz.',
  userId: 'Geçersiz kullanıcı numarası.',
  role: 'Rol "admin" veya "user" olmalıdır.',
  banReasonRequired: 'Engelleme nedenini yazın.',
  banReasonTooLong: 'Engelleme nedeni en fazla 500 karakter olabilir.',
  banUntilInvalid: 'Geçerli bir bitiş tarihi seçin.',
  noUsers: 'Kullanıcı bulunamadı.',
  signInThrottleCleared: 'Giriş denemesi sınırı kaldırıldı.',
  signInThrottleClearFailed: 'Giriş denemesi sınırı kaldırılamadı.',
} as const;

const M = ADMIN_USERS_MESSAGES;

export const AdminUsersQuerySchema = z.object({
  q: text({ error: M.search }).max(100, M.search).default(''),
  filter: z.enum(ADMIN_USER_FILTERS, { error: M.filter }).default('all'),
  page: z.coerce
    .number({ error: M.page })
    .int(M.page)
    .min(1, M.page)
    .max(10_000, M.page)
    .default(1),
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

export const AdminUserIdParamsSchema = z.object({ id: z.guid({ error: M.userId }) });

const isoOrNull = z.iso.datetime().nullable();

export const AdminUserSummarySchema = z.object({
  id: z.guid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  role: UserRoleSchema,
  avatarUrl: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  lastSignInAt: isoOrNull,
  bannedUntil: isoOrNull,
  createdAt: z.iso.datetime(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;

export const AdminUsersPageSchema = z.object({
  items: z.array(AdminUserSummarySchema).max(ADMIN_USERS_PAGE_SIZE),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

/** One sign-in (a session row): when, from which browser, until when it was used. */
export const AdminSignInSchema = z.object({
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  endedAt: isoOrNull,
});
export type AdminSignIn = z.infer<typeof AdminSignInSchema>;
export const ADMIN_SIGN_INS_LIMIT = 10;

/**
 * A member's sign-in throttling (issue 24, decision 052): wrong passwords for their phone in the
 * current day (from any address), and, past `limit`, until when a sign-in needs an SMS code too.
 */
export const SignInThrottleStatusSchema = z.object({
  failures: z.number().int().min(0),
  limit: z.number().int().min(1),
  lastFailureAt: isoOrNull,
  codeRequiredUntil: isoOrNull,
});
export type SignInThrottleStatus = z.infer<typeof SignInThrottleStatusSchema>;

export const AdminUserDetailSchema = z.object({
  user: AdminUserSummarySchema.extend({
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    emailVerified: z.boolean(),
    banReason: z.string().nullable(),
    bannedAt: isoOrNull,
    deletedAt: isoOrNull,
  }),
  signIns: z.array(AdminSignInSchema).max(ADMIN_SIGN_INS_LIMIT),
  signInThrottle: SignInThrottleStatusSchema,
  deposits: MyDepositsPageSchema,
  bids: MyBidsPageSchema,
  offers: MyOffersPageSchema,
  /** The member's strikes ('Uyarılar', issue 29): their own defaults on sales. */
  strikes: AdminStrikesSchema,
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** PATCH /api/admin/users/:id/role */
export const UpdateUserRoleSchema = z.object({
  role: z.enum(['admin', 'user'], { error: M.role }),
});
export type UpdateUserRoleInput = z.infer<typeof UpdateUserRoleSchema>;

export const UserChangedResponseSchema = z.object({
  user: AdminUserSummarySchema,
  message: z.string(),
});
export type UserChangedResponse = z.infer<typeof UserChangedResponseSchema>;

/** POST /api/admin/users/:id/ban: until a date (in the future) or indefinitely (null). */
export const BanUserSchema = z.object({
  until: z.iso.datetime({ error: M.banUntilInvalid, offset: true }).nullable(),
  reason: text({ error: M.banReasonRequired, multiline: true })
    .min(1, M.banReasonRequired)
    .max(500, M.banReasonTooLong),
});
export type BanUserInput = z.infer<typeof BanUserSchema>;
