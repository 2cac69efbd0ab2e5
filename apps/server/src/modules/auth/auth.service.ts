import type {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  SessionUser,
} from '@arsamezat/shared/accounts/auth';
import type { TwoFactorChallenge } from '@arsamezat/shared/accounts/two-factor';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import type { RateLimits } from '../limits/index.ts';
import { authErrors } from './auth-errors.ts';
import type { CodeService } from './codes.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertNotCommonPassword } from './password-policy.ts';
import { revokeUserSessions } from './session.repository.ts';
import type { SessionService } from './session.service.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import { randomToken } from '../../lib/tokens.ts';
import { isAccountActive, toSessionUser } from './user.mapper.ts';
import {
  findUserById,
  findUserByPhone,
  insertUser,
  phoneIsRegistered,
  recordSignIn,
  updatePasswordHash,
} from './user.repository.ts';

/** Password-change attempts per account per quarter hour (sign-in: sign-in-throttle.ts). */
const CHANGE_PER_ACCOUNT = { max: 10, windowMs: 15 * 60 * 1000 };

export type ClientMeta = {
  ip: string;
  userAgent: string | undefined;
  currentSessionId: string | undefined;
};
export type SignedIn = { user: SessionUser; token: string };

type Deps = {
  db: Db;
  clock: () => Date;
  codes: CodeService;
  sessions: SessionService;
  limits: RateLimits;
  throttle: SignInThrottle;
  twoFactor: TwoFactorService;
};

/** Registration, sign-in, sign-out and password change. */
export function createAuthService(deps: Deps) {
  const { db, clock, codes, sessions, limits, throttle, twoFactor } = deps;
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
     * Phone and password; the same answer for an unknown phone and a wrong password. Only
     * failures count towards the sign-in limits; the right password clears its phone+address.
     * With two_factor_auth on, a right password gives the second step instead of a session.
     * Past the phone's failure ceiling every password gets the code step, and only the right
     * one a code (decision 052): the owner gets in, a guesser learns nothing.
     */
    async login(
      input: LoginInput,
      meta: ClientMeta,
    ): Promise<SignedIn | { twoFactor: TwoFactorChallenge }> {
      const gate = await throttle.check(input.phone, meta.ip);
      const found = await findUserByPhone(db, input.phone);
      const account = found && !found.deletedAt ? found : null;
      // An unknown phone is checked against a dummy hash: it takes as long as a wrong password.
      const right = await verifyPassword(
        account?.passwordHash ?? (await dummyHash),
        input.password,
      );
      if (gate === 'password-and-code') {
        // Counted whatever the password: the code, once entered, forgives this address.
        await throttle.failed(input.phone, meta.ip);
        const owner = account && right && isAccountActive(account, clock()) ? account : null;
        return { twoFactor: twoFactor.startThrottled(owner, input.phone) };
      }
      if (!account || !right) {
        await throttle.failed(input.phone, meta.ip);
        throw authErrors.invalidCredentials();
      }
      await throttle.succeeded(input.phone, meta.ip);
      const now = clock();
      if (!isAccountActive(account, now)) throw authErrors.accountSuspended(account.bannedUntil);
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
      const limit = await limits.hit(`password-change:${user.id}`, CHANGE_PER_ACCOUNT);
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
