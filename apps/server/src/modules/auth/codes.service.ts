import { AUTH_LIMITS } from '@arsamezat/shared/accounts/auth-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { authErrors } from './auth-errors.ts';
import { budgetLookback, budgetOf, codeHold, type CodeHold } from './code-budgets.ts';
import {
  codesSince,
  consumeCode,
  deleteCode,
  insertCode,
  latestCodeForUpdate,
  lockPhoneForCodes,
  recordWrongTry,
  type CodePurpose,
} from './codes.repository.ts';
import { hashCode, randomCode, sameHash } from '../../lib/tokens.ts';
import { phoneIsRegistered } from './user.repository.ts';

const SECOND = 1000;
const { codeTtlSeconds, resendAfterSeconds, maxCodeAttempts } = AUTH_LIMITS;

type Deps = {
  db: Db;
  clock: () => Date;
  sms: SmsSender;
  codeKey: Buffer;
  siteName: string;
  log: FastifyBaseLogger;
};

const SMS_LABEL: Record<CodePurpose, string> = {
  signup: 'doğrulama kodunuz',
  password_reset: 'şifre sıfırlama kodunuz',
  two_factor: 'giriş doğrulama kodunuz',
  sale_confirmation: 'satın alma onay kodunuz',
  runner_up_acceptance: 'yedek alıcı kabul kodunuz',
};
const smsText = (siteName: string, purpose: CodePurpose, code: string) =>
  `${siteName} ${SMS_LABEL[purpose]}: ${code}. Kod 3 dakika geçerlidir. Kimseyle paylaşmayın.`;

/** What the caller is told about a code: when it may ask again, and how long this one is good. */
export type CodeSent = { sent: true; resendAfter: number; expiresIn: number };
const SENT: CodeSent = { sent: true, resendAfter: resendAfterSeconds, expiresIn: codeTtlSeconds };

type Reserved = { codeId: string; code: string };

/**
 * SMS one-time codes: 6 digits, kept only as an HMAC, valid 3 minutes, single use, locked by the
 * 5th wrong try. Each phone has two budgets (code-budgets.ts): signup and recovery codes share
 * one (one per 60 s, five an hour), sign-in codes have their own (one per 60 s, ten an hour,
 * thirty a day); a code that was used does not hold the next one back.
 */
export function createCodeService(deps: Deps) {
  const { db, clock, sms, codeKey } = deps;

  /** Records a new code if the phone's budget allows one now; otherwise why not. */
  async function reserve(phone: string, purpose: CodePurpose): Promise<Reserved | CodeHold> {
    const now = clock();
    const budget = budgetOf(purpose);
    const code = randomCode();
    return db.transaction(async (tx) => {
      await lockPhoneForCodes(tx, phone);
      const since = new Date(now.getTime() - budgetLookback(budget));
      const hold = codeHold(budget, await codesSince(tx, phone, budget.purposes, since), now);
      if (hold) return hold;
      const codeId = await insertCode(tx, {
        phone,
        purpose,
        codeHash: hashCode(codeKey, { phone, purpose, code }),
        now,
        expiresAt: new Date(now.getTime() + codeTtlSeconds * SECOND),
      });
      return { codeId, code };
    });
  }

  /** Sends the SMS; when it cannot go out the code is forgotten, so one may be asked again. */
  async function deliver(phone: string, purpose: CodePurpose, reserved: Reserved) {
    try {
      await sms.send(phone, smsText(deps.siteName, purpose, reserved.code));
    } catch (error) {
      deps.log.error({ err: error, provider: sms.name }, 'one-time code SMS not sent');
      await deleteCode(db, reserved.codeId);
      throw authErrors.smsFailed();
    }
  }

  return {
    /**
     * Sends a code. For 'signup' a registered phone is refused; for 'password_reset' the answer
     * is the same whether an account exists or not (a code is recorded, and limits apply, either
     * way; the SMS goes out only to an account holder).
     */
    async send(phone: string, purpose: CodePurpose): Promise<CodeSent> {
      const registered = await phoneIsRegistered(db, phone);
      if (purpose === 'signup' && registered) throw authErrors.phoneTaken();
      const reserved = await reserve(phone, purpose);
      if ('retryAfter' in reserved) throw authErrors.tooManyAttempts(reserved.retryAfter);
      // Signup codes go to a new number; recovery codes only to an account holder.
      if (purpose === 'signup' || registered) await deliver(phone, purpose, reserved);
      return SENT;
    },

    /**
     * A sign-in code for an account after its right password. Asked again while the code sent
     * less than a minute ago is still usable, that code stands (no second SMS): the answer says
     * when another may be asked for and how long it is good. 429 past the sign-in budget.
     */
    async sendSignInCode(phone: string): Promise<CodeSent> {
      const reserved = await reserve(phone, 'two_factor');
      if (!('retryAfter' in reserved)) {
        await deliver(phone, 'two_factor', reserved);
        return SENT;
      }
      if (!reserved.live) throw authErrors.tooManyAttempts(reserved.retryAfter);
      const now = clock().getTime();
      return {
        sent: true,
        resendAfter: reserved.retryAfter,
        expiresIn: Math.max(1, Math.floor((reserved.live.expiresAt.getTime() - now) / SECOND)),
      };
    },

    /**
     * A sign-in code when the caller must not learn whether one went out (a phone past its
     * sign-in failure ceiling, decision 052): within the budget it is sent; otherwise, or when
     * the SMS fails, nothing happens but a log line. True when an SMS went out.
     */
    async sendSignInCodeQuietly(phone: string): Promise<boolean> {
      const reserved = await reserve(phone, 'two_factor');
      if ('retryAfter' in reserved) return false;
      try {
        await deliver(phone, 'two_factor', reserved);
        return true;
      } catch {
        return false;
      }
    },

    /**
     * Checks a code against the newest one for the phone and purpose without using it up; a
     * wrong code counts a try. Returns the code's id for `consume`.
     */
    async check(phone: string, purpose: CodePurpose, code: string): Promise<string> {
      const now = clock();
      const expected = hashCode(codeKey, { phone, purpose, code });
      const codeId = await db.transaction(async (tx) => {
        const row = await latestCodeForUpdate(tx, phone, purpose);
        if (
          !row ||
          row.consumedAt ||
          row.expiresAt <= now ||
          row.failedAttempts >= maxCodeAttempts
        ) {
          return null;
        }
        if (!sameHash(row.codeHash, expected)) {
          // Committed with the transaction: a wrong try always counts.
          await recordWrongTry(tx, row.id);
          return null;
        }
        return row.id;
      });
      if (!codeId) throw authErrors.invalidCode();
      return codeId;
    },

    /** Uses the checked code inside the caller's transaction; a second use fails. */
    async consume(tx: Tx, codeId: string) {
      if (!(await consumeCode(tx, codeId, clock(), maxCodeAttempts))) {
        throw authErrors.invalidCode();
      }
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
