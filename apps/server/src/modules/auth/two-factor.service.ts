import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import { AUTH_LIMITS } from '@arsamezat/shared/accounts/auth-messages';
import {
  phoneHint,
  type TwoFactorChallenge,
  type TwoFactorVerifyInput,
} from '@arsamezat/shared/accounts/two-factor';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import { authErrors } from './auth-errors.ts';
import type { ClientMeta, SignedIn } from './auth.service.ts';
import type { BackgroundTasks } from './background.ts';
import type { CodeSent, CodeService } from './codes.service.ts';
import type { SessionService } from './session.service.ts';
import { CHALLENGE_TTL_MS, createSignInChallenges, type SealedClaim } from './sign-in-challenge.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { isAccountActive, toSessionUser } from './user.mapper.ts';
import { findUserById, recordSignIn, type AccountRow } from './user.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  codes: CodeService;
  sessions: SessionService;
  codeKey: Buffer;
  background: BackgroundTasks;
  throttle: SignInThrottle;
};

/** No code is ever stored for this phone: a sealed challenge for nobody is checked against it. */
const NO_PHONE = '0000000000';

/** What a sealed challenge's step always answers: it must not tell whether a code went out. */
const SEALED_ANSWER: CodeSent = {
  sent: true,
  resendAfter: AUTH_LIMITS.resendAfterSeconds,
  expiresIn: AUTH_LIMITS.codeTtlSeconds,
};

const challengeExpired = () => new AppError('TWO_FACTOR_EXPIRED');

/**
 * The SMS code step of sign-in, for two reasons:
 * - two-step sign-in (decision 021): an account with two_factor_auth on gets a code after its
 *   right password instead of a session;
 * - a phone past its sign-in failure ceiling (decision 052): any password gets the step, and the
 *   code goes out only when the password was right, in the background; the answers never say
 *   which it was.
 * Codes are sign-in codes (purpose two_factor, their own budget in codes.service.ts).
 */
export function createTwoFactorService(deps: Deps) {
  const { db, clock, codes, sessions, background, throttle } = deps;
  const challenges = createSignInChallenges(deps.codeKey);

  const expiry = () => clock().getTime() + CHALLENGE_TTL_MS;

  /** Throws TWO_FACTOR_EXPIRED for a challenge past its time (or with none). */
  function assertUnexpired(challenge: string) {
    const expires = challenges.expiresOf(challenge);
    if (expires === null || expires <= clock().getTime()) throw challengeExpired();
  }

  /** The account a two-step challenge speaks for, if it is genuine and still active. */
  async function twoStepAccount(challenge: string): Promise<AccountRow> {
    assertUnexpired(challenge);
    const userId = challenges.twoStepUserId(challenge);
    if (!userId) throw challengeExpired();
    const account = await findUserById(db, userId);
    if (!account || !isAccountActive(account, clock())) throw challengeExpired();
    if (!challenges.isTwoStepGenuine(challenge, account)) throw challengeExpired();
    return account;
  }

  /** The claim of a sealed challenge made here and unexpired; null when forged or altered. */
  function sealedClaim(challenge: string): SealedClaim | null {
    assertUnexpired(challenge);
    return challenges.openSealed(challenge);
  }

  /**
   * The account a sealed claim speaks for, or null for one sealed for nobody or no longer valid
   * (password changed, account banned). The same statement runs either way.
   */
  async function claimedAccount(claim: SealedClaim): Promise<AccountRow | null> {
    const account = await findUserById(db, claim.userId);
    return account && isAccountActive(account, clock()) && challenges.claimMatches(claim, account)
      ? account
      : null;
  }

  async function signIn(account: AccountRow, codeId: string, meta: ClientMeta): Promise<SignedIn> {
    const now = clock();
    const token = await db.transaction(async (tx) => {
      await codes.consume(tx, codeId);
      await recordSignIn(tx, account.id, now);
      return sessions.create(tx, account.id, meta.userAgent);
    });
    if (meta.currentSessionId) await sessions.revoke(meta.currentSessionId);
    const user: SessionUser = toSessionUser(account);
    return { user, token };
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

    /** Two-step sign-in: sends the code (or keeps the one sent a moment ago) and the challenge. */
    async start(account: AccountRow): Promise<TwoFactorChallenge> {
      const sent = await codes.sendSignInCode(account.phone);
      return {
        challenge: challenges.twoStep(account, expiry()),
        phoneHint: phoneHint(account.phone),
        resendAfter: sent.resendAfter,
        expiresIn: sent.expiresIn,
        reason: 'two_factor',
      };
    },

    /**
     * A phone past its failure ceiling: `account` when the password was right (and the account
     * may sign in), else null. The answer is the same either way; the code goes out afterwards.
     */
    startThrottled(account: AccountRow | null, phone: string): TwoFactorChallenge {
      if (account) {
        const to = account.phone;
        background.run('sign-in code', async () => {
          await codes.sendSignInCodeQuietly(to);
        });
      }
      return {
        challenge: challenges.sealed(account, expiry()),
        phoneHint: phoneHint(phone),
        resendAfter: SEALED_ANSWER.resendAfter,
        expiresIn: SEALED_ANSWER.expiresIn,
        reason: 'throttled',
      };
    },

    async resend(challenge: string): Promise<CodeSent> {
      if (challenges.kindOf(challenge) === 'two_factor') {
        return codes.send((await twoStepAccount(challenge)).phone, 'two_factor');
      }
      const claim = sealedClaim(challenge);
      // Found and sent in the background: the answer takes as long whoever it speaks for.
      if (claim) {
        background.run('sign-in code', async () => {
          const account = await claimedAccount(claim);
          if (account) await codes.sendSignInCodeQuietly(account.phone);
        });
      }
      return SEALED_ANSWER;
    },

    /** The right code for the challenge's account signs it in (the code is used up). */
    async verify(input: TwoFactorVerifyInput, meta: ClientMeta): Promise<SignedIn> {
      if (challenges.kindOf(input.challenge) === 'two_factor') {
        const account = await twoStepAccount(input.challenge);
        return signIn(account, await codes.check(account.phone, 'two_factor', input.code), meta);
      }
      const claim = sealedClaim(input.challenge);
      if (!claim) throw authErrors.invalidCode();
      const account = await claimedAccount(claim);
      // A challenge for nobody is checked against a phone without codes: the same statements.
      const codeId = await codes.check(account?.phone ?? NO_PHONE, 'two_factor', input.code);
      if (!account) throw authErrors.invalidCode();
      const signedIn = await signIn(account, codeId, meta);
      // Password and code from this address: its failures are forgiven, as after a password.
      await throttle.succeeded(account.phone, meta.ip);
      return signedIn;
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
