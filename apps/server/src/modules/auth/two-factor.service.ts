import type { SessionUser } from '@arsamezat/shared/auth';
import {
  phoneHint,
  type TwoFactorChallenge,
  type TwoFactorVerifyInput,
} from '@arsamezat/shared/two-factor';
import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import type { ClientMeta, SignedIn } from './auth.service.ts';
import type { CodeService } from './codes.service.ts';
import type { SessionService } from './session.service.ts';
import { sameHash } from './tokens.ts';
import { isAccountActive, toSessionUser } from './user.mapper.ts';
import { findUserById, recordSignIn, type AccountRow } from './user.repository.ts';

/** The password step is good for this long; then the member starts again. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

type Deps = {
  db: Db;
  clock: () => Date;
  codes: CodeService;
  sessions: SessionService;
  codeKey: Buffer;
};

const challengeExpired = () => new AppError('TWO_FACTOR_EXPIRED');

/**
 * Two-step sign-in (decision 021). After a right password, an account with two_factor_auth on
 * gets a signed challenge instead of a session, and an SMS code under the registration code's
 * rules (6 digits, 3 minutes, single use, 5 tries, one send a minute, five an hour). The
 * challenge is an HMAC over the account, its expiry and its password hash: nothing is stored,
 * and a password change ends every challenge in flight.
 */
export function createTwoFactorService(deps: Deps) {
  const { db, clock, codes, sessions, codeKey } = deps;

  const sign = (userId: string, expires: number, passwordHash: string) =>
    createHmac('sha256', codeKey)
      .update(`two-factor:${userId}:${expires}:${passwordHash}`)
      .digest('hex');

  /** The account a challenge speaks for, if it is genuine, unexpired and still active. */
  async function accountOf(challenge: string): Promise<AccountRow> {
    const [userId, expiresText, signature] = challenge.split('.');
    const expires = Number(expiresText);
    const now = clock();
    if (!userId || !signature || !Number.isSafeInteger(expires) || expires <= now.getTime()) {
      throw challengeExpired();
    }
    if (!/^[0-9a-f-]{36}$/.test(userId)) throw challengeExpired();
    const account = await findUserById(db, userId);
    if (!account || !isAccountActive(account, now)) throw challengeExpired();
    if (!sameHash(signature, sign(userId, expires, account.passwordHash))) throw challengeExpired();
    return account;
  }

  return {
    async isRequired(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: userSettings.twoFactorAuth })
        .from(userSettings)
        .where(eq(userSettings.userId, userId))
        .limit(1);
      return row?.on ?? false;
    },

    /** Sends the code and answers the challenge the second step sends back. */
    async start(account: AccountRow): Promise<TwoFactorChallenge> {
      const sent = await codes.send(account.phone, 'two_factor');
      const expires = clock().getTime() + CHALLENGE_TTL_MS;
      return {
        challenge: `${account.id}.${expires}.${sign(account.id, expires, account.passwordHash)}`,
        phoneHint: phoneHint(account.phone),
        resendAfter: sent.resendAfter,
        expiresIn: sent.expiresIn,
      };
    },

    async resend(challenge: string) {
      const account = await accountOf(challenge);
      return codes.send(account.phone, 'two_factor');
    },

    /** The right code for the challenge's account signs it in (the code is used up). */
    async verify(input: TwoFactorVerifyInput, meta: ClientMeta): Promise<SignedIn> {
      const account = await accountOf(input.challenge);
      const codeId = await codes.check(account.phone, 'two_factor', input.code);
      const now = clock();
      const token = await db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        await recordSignIn(tx, account.id, now);
        return sessions.create(tx, account.id, meta.userAgent);
      });
      if (meta.currentSessionId) await sessions.revoke(meta.currentSessionId);
      const user: SessionUser = toSessionUser(account);
      return { user, token };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
