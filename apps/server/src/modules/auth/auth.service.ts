import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  SessionUser,
} from '@arsamezat/shared/auth';
import type { TwoFactorChallenge } from '@arsamezat/shared/two-factor';
import type { Db } from '../../db/client.ts';
import { authErrors, isUniqueViolation } from './auth-errors.ts';
import type { CodeService } from './codes.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertNotCommonPassword } from './password-policy.ts';
import { createRateCounter } from './rate-counter.ts';
import { revokeUserSessions } from './session.repository.ts';
import type { SessionService } from './session.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import { randomToken } from './tokens.ts';
import { isAccountActive, toSessionUser } from './user.mapper.ts';
import {
  findUserById,
  findUserByPhone,
  insertUser,
  phoneIsRegistered,
  recordSignIn,
  updatePasswordHash,
} from './user.repository.ts';

const QUARTER_HOUR = 15 * 60 * 1000;
/** Sign-in attempts per phone, and password-change attempts per account, per quarter hour. */
const LOGIN_PER_PHONE = 10;
const CHANGE_PER_USER = 10;

export type ClientMeta = { userAgent: string | undefined; currentSessionId: string | undefined };
export type SignedIn = { user: SessionUser; token: string };

type Deps = {
  db: Db;
  clock: () => Date;
  codes: CodeService;
  sessions: SessionService;
  twoFactor: TwoFactorService;
};

/** Registration, sign-in, sign-out and password change. */
export function createAuthService(deps: Deps) {
  const { db, clock, codes, sessions, twoFactor } = deps;
  const loginPerPhone = createRateCounter({ max: LOGIN_PER_PHONE, windowMs: QUARTER_HOUR, clock });
  const changePerUser = createRateCounter({ max: CHANGE_PER_USER, windowMs: QUARTER_HOUR, clock });
  // Unknown phones are checked against this so they take as long as a wrong password.
  const dummyHash = hashPassword(randomToken());
  dummyHash.catch(() => undefined);

  /** A browser that signs in again drops the session it had. */
  async function replaceSession(meta: ClientMeta) {
    if (meta.currentSessionId) await sessions.revoke(meta.currentSessionId);
  }

  return {
    async isPhoneAvailable(phone: string): Promise<boolean> {
      return !(await phoneIsRegistered(db, phone));
    },

    /** Checks the code, creates the account with its settings and signs it in. */
    async register(input: RegisterInput, meta: ClientMeta): Promise<SignedIn> {
      assertNotCommonPassword(input.password);
      if (await phoneIsRegistered(db, input.phone)) throw authErrors.phoneTaken();
      const codeId = await codes.check(input.phone, 'signup', input.code);
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      try {
        const { row, token } = await db.transaction(async (tx) => {
          await codes.consume(tx, codeId);
          const created = await insertUser(tx, {
            phone: input.phone,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            marketingConsent: input.marketingConsent,
            now,
          });
          return { row: created, token: await sessions.create(tx, created.id, meta.userAgent) };
        });
        await replaceSession(meta);
        return { user: toSessionUser(row), token };
      } catch (error) {
        // Registered by a parallel request between the check and the insert.
        if (isUniqueViolation(error)) throw authErrors.phoneTaken();
        throw error;
      }
    },

    /**
     * Phone and password; the same answer for an unknown phone and a wrong password. With
     * two_factor_auth on, a right password gives the second step instead of a session.
     */
    async login(
      input: LoginInput,
      meta: ClientMeta,
    ): Promise<SignedIn | { twoFactor: TwoFactorChallenge }> {
      const limit = loginPerPhone.hit(input.phone);
      if (limit.limited) throw authErrors.tooManyAttempts(limit.retryAfter);
      const account = await findUserByPhone(db, input.phone);
      if (!account || account.deletedAt) {
        await verifyPassword(await dummyHash, input.password);
        throw authErrors.invalidCredentials();
      }
      if (!(await verifyPassword(account.passwordHash, input.password))) {
        throw authErrors.invalidCredentials();
      }
      const now = clock();
      if (!isAccountActive(account, now)) throw authErrors.accountSuspended();
      if (await twoFactor.isRequired(account.id))
        return { twoFactor: await twoFactor.start(account) };
      const token = await db.transaction(async (tx) => {
        await recordSignIn(tx, account.id, now);
        return sessions.create(tx, account.id, meta.userAgent);
      });
      await replaceSession(meta);
      return { user: toSessionUser(account), token };
    },

    /** 'local' ends this browser's session, 'global' every session of the account. */
    async logout(scope: 'local' | 'global', user: SessionUser | null, sessionId?: string) {
      if (scope === 'global' && user) await sessions.revokeAll(user.id);
      else if (sessionId) await sessions.revoke(sessionId);
    },

    /** Needs the current password; ends every other session of the account. */
    async changePassword(
      user: SessionUser,
      sessionId: string | undefined,
      input: ChangePasswordInput,
    ) {
      const limit = changePerUser.hit(user.id);
      if (limit.limited) throw authErrors.tooManyAttempts(limit.retryAfter);
      const account = await findUserById(db, user.id);
      if (!account) throw authErrors.unauthenticated();
      if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
        throw authErrors.wrongPassword();
      }
      if (input.newPassword === input.currentPassword) throw authErrors.samePassword();
      assertNotCommonPassword(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock();
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, account.id, passwordHash, now);
        await revokeUserSessions(tx, account.id, now, sessionId);
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
