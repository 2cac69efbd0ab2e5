import {
  ADMIN_SIGN_INS_LIMIT,
  ADMIN_USERS_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  INDEFINITE_BAN_UNTIL,
  type AdminUserDetail,
  type AdminUsersPage,
  type AdminUsersQuery,
  type BanUserInput,
  type UserChangedResponse,
} from '@arsamezat/shared/admin/admin-users';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionService, SignInThrottle } from '../auth/index.ts';
import type { MemberService } from '../member/index.ts';
import { toAdminUserSummary, userStatus } from './admin-users.mapper.ts';
import {
  findUserDetail,
  findUserSummary,
  lockAdmins,
  lockUser,
  selectSignIns,
  selectUserPage,
  setBan,
  updateRole,
} from './admin-users.repository.ts';
import { adminStrikesOf } from '../sales/index.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  sessions: SessionService;
  member: MemberService;
  signInThrottle: SignInThrottle;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The admin's users: the list, one member's records (read through the member service), the
 * role, the ban and the sign-in throttling. Every write is one transaction that locks the rows
 * it decides on and writes its audit row.
 */
export function createAdminUsersService({ db, clock, sessions, member, signInThrottle }: Deps) {
  async function listUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
    const now = clock();
    const { rows, total } = await selectUserPage(
      db,
      {
        q: query.q,
        filter: query.filter,
        limit: ADMIN_USERS_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE,
      },
      now,
    );
    return {
      items: rows.map((row) => toAdminUserSummary(row, now)),
      total,
      page: query.page,
      pageSize: ADMIN_USERS_PAGE_SIZE,
    };
  }

  async function getUser(id: string): Promise<AdminUserDetail> {
    const now = clock();
    const row = await findUserDetail(db, id);
    if (!row) throw new AppError('USER_NOT_FOUND');
    const [signIns, throttle, deposits, bids, offers, strikes] = await Promise.all([
      selectSignIns(db, id, ADMIN_SIGN_INS_LIMIT),
      signInThrottle.status(row.phone),
      member.getDeposits(id, 1),
      member.getBids(id, { page: 1, phase: undefined, outcome: undefined }),
      member.getOffers(id, 1),
      adminStrikesOf(db, id, now),
    ]);
    const banned = userStatus(row, now) === 'banned';
    return {
      user: {
        ...toAdminUserSummary(row, now),
        address: row.address,
        city: row.city,
        postalCode: row.postalCode,
        emailVerified: row.emailVerifiedAt !== null,
        banReason: banned ? row.banReason : null,
        bannedAt: banned ? iso(row.bannedAt) : null,
        deletedAt: iso(row.deletedAt),
      },
      signIns: signIns.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        userAgent: s.userAgent,
        endedAt: iso(s.revokedAt ?? (s.expiresAt <= now ? s.expiresAt : null)),
      })),
      signInThrottle: throttle,
      deposits,
      bids,
      offers,
      strikes,
    };
  }

  /** The answer of every write: the user as the list shows them now, and the spec's text. */
  async function changed(tx: Tx, id: string, message: string): Promise<UserChangedResponse> {
    const row = await findUserSummary(tx, id);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return { user: toAdminUserSummary(row, clock()), message };
  }

  async function lockLiveUser(tx: Tx, id: string) {
    const row = await lockUser(tx, id);
    if (!row) throw new AppError('USER_NOT_FOUND');
    if (row.deletedAt) throw new AppError('USER_DELETED');
    return row;
  }

  /**
   * Admin ↔ user. An admin cannot demote themselves, and the last admin stays an admin: the
   * admin rows are locked and counted in the same transaction that demotes.
   */
  async function changeRole(
    actorId: string,
    id: string,
    role: 'admin' | 'user',
  ): Promise<UserChangedResponse> {
    const now = clock();
    return db.transaction(async (tx) => {
      if (role === 'user') {
        if (id === actorId) throw new AppError('CANNOT_DEMOTE_SELF');
        const admins = await lockAdmins(tx);
        if (admins.includes(id) && admins.length <= 1) throw new AppError('LAST_ADMIN');
      }
      const row = await lockLiveUser(tx, id);
      if (row.role !== role) {
        if (role === 'admin' && userStatus(row, now) === 'banned') {
          throw new AppError('USER_BANNED');
        }
        await updateRole(tx, id, role, now);
        await recordAudit(tx, {
          actorId,
          action: 'user.role_changed',
          entityType: 'user',
          entityId: id,
          before: { role: row.role },
          after: { role },
        });
      }
      return changed(tx, id, ADMIN_USERS_MESSAGES.roleUpdated(role));
    });
  }

  /**
   * Bans a member until a moment (or indefinitely) and ends every session they have in the same
   * transaction: their next request is a guest's. Bids and deposits are left as they are.
   */
  async function banUser(
    actorId: string,
    id: string,
    input: BanUserInput,
  ): Promise<UserChangedResponse> {
    const now = clock();
    const until = new Date(input.until ?? INDEFINITE_BAN_UNTIL);
    if (until <= now) throw new AppError('BAN_UNTIL_PAST');
    return db.transaction(async (tx) => {
      const row = await lockLiveUser(tx, id);
      if (row.role === 'admin') throw new AppError('CANNOT_BAN_ADMIN');
      await setBan(tx, id, { until, reason: input.reason, now }, now);
      await sessions.revokeAllIn(tx, id, now);
      await recordAudit(tx, {
        actorId,
        action: 'user.banned',
        entityType: 'user',
        entityId: id,
        before: { bannedUntil: row.bannedUntil, banReason: row.banReason },
        after: { bannedUntil: until, banReason: input.reason, indefinite: input.until === null },
      });
      return changed(tx, id, ADMIN_USERS_MESSAGES.banned);
    });
  }

  async function unbanUser(actorId: string, id: string): Promise<UserChangedResponse> {
    const now = clock();
    return db.transaction(async (tx) => {
      const row = await lockLiveUser(tx, id);
      if (row.bannedUntil) {
        await setBan(tx, id, null, now);
        await recordAudit(tx, {
          actorId,
          action: 'user.unbanned',
          entityType: 'user',
          entityId: id,
          before: { bannedUntil: row.bannedUntil, banReason: row.banReason },
          after: { bannedUntil: null },
        });
      }
      return changed(tx, id, ADMIN_USERS_MESSAGES.unbanned);
    });
  }

  /**
   * Forgets every sign-in failure counted for the member's phone (decision 052): their password
   * alone signs in again. Audited when there was something to forget.
   */
  async function clearSignInThrottle(actorId: string, id: string): Promise<UserChangedResponse> {
    return db.transaction(async (tx) => {
      const row = await lockLiveUser(tx, id);
      const before = await signInThrottle.status(row.phone, tx);
      const forgotten = await signInThrottle.clear(row.phone, tx);
      if (forgotten > 0 || before.failures > 0) {
        await recordAudit(tx, {
          actorId,
          action: 'user.sign_in_throttle_cleared',
          entityType: 'user',
          entityId: id,
          before: { failures: before.failures, codeRequiredUntil: before.codeRequiredUntil },
          after: { failures: 0, codeRequiredUntil: null },
        });
      }
      return changed(tx, id, ADMIN_USERS_MESSAGES.signInThrottleCleared);
    });
  }

  /** The newest accounts, for the overview's table. */
  async function listRecentUsers(limit: number) {
    const now = clock();
    const { rows } = await selectUserPage(db, { q: '', filter: 'all', limit, offset: 0 }, now);
    return rows.map((row) => toAdminUserSummary(row, now));
  }

  return {
    listUsers,
    listRecentUsers,
    getUser,
    changeRole,
    banUser,
    unbanUser,
    clearSignInThrottle,
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
