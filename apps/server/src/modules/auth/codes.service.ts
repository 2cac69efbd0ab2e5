import { AUTH_LIMITS } from '@arsamezat/shared/auth-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { authErrors } from './auth-errors.ts';
import {
  codeTimesSince,
  consumeCode,
  deleteCode,
  insertCode,
  latestCodeForUpdate,
  lockPhoneForCodes,
  recordWrongTry,
  type CodePurpose,
} from './codes.repository.ts';
import { hashCode, randomCode, sameHash } from './tokens.ts';
import { phoneIsRegistered } from './user.repository.ts';

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const { codeTtlSeconds, resendAfterSeconds, maxCodesPerHour, maxCodeAttempts } = AUTH_LIMITS;

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
};
const smsText = (siteName: string, purpose: CodePurpose, code: string) =>
  `${siteName} ${SMS_LABEL[purpose]}: ${code}. Kod 3 dakika geçerlidir. Kimseyle paylaşmayın.`;

const secondsUntil = (moment: number, now: number) =>
  Math.max(1, Math.ceil((moment - now) / SECOND));

/**
 * SMS one-time codes: 6 digits, kept only as an HMAC, valid 3 minutes, single use, locked by the
 * 5th wrong try; one send per phone per 60 s and at most 5 per hour.
 */
export function createCodeService(deps: Deps) {
  const { db, clock, sms, codeKey } = deps;

  return {
    /**
     * Sends a code. For 'signup' a registered phone is refused; for 'password_reset' the answer
     * is the same whether an account exists or not (a code is recorded, and limits apply, either
     * way; the SMS goes out only to an account holder).
     */
    async send(phone: string, purpose: CodePurpose) {
      const registered = await phoneIsRegistered(db, phone);
      if (purpose === 'signup' && registered) throw authErrors.phoneTaken();
      const now = clock();
      const code = randomCode();
      const codeId = await db.transaction(async (tx) => {
        await lockPhoneForCodes(tx, phone);
        const recent = await codeTimesSince(tx, phone, new Date(now.getTime() - HOUR));
        const last = recent[0];
        if (last && now.getTime() - last.getTime() < resendAfterSeconds * SECOND) {
          throw authErrors.tooManyAttempts(
            secondsUntil(last.getTime() + resendAfterSeconds * SECOND, now.getTime()),
          );
        }
        const oldest = recent.at(-1);
        if (recent.length >= maxCodesPerHour && oldest) {
          throw authErrors.tooManyAttempts(secondsUntil(oldest.getTime() + HOUR, now.getTime()));
        }
        return insertCode(tx, {
          phone,
          purpose,
          codeHash: hashCode(codeKey, { phone, purpose, code }),
          now,
          expiresAt: new Date(now.getTime() + codeTtlSeconds * SECOND),
        });
      });
      // Signup codes go to a new number; recovery codes only to an account holder.
      if (purpose === 'signup' || registered) {
        try {
          await sms.send(phone, smsText(deps.siteName, purpose, code));
        } catch (error) {
          // Not sent: forget the code so the person may ask again at once.
          deps.log.error({ err: error, provider: sms.name }, 'one-time code SMS not sent');
          await deleteCode(db, codeId);
          throw authErrors.smsFailed();
        }
      }
      return { sent: true as const, resendAfter: resendAfterSeconds, expiresIn: codeTtlSeconds };
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
