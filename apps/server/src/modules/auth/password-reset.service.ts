import { RESET_TICKET_PREFIX } from '@arsamezat/shared/accounts/auth';
import { AUTH_LIMITS } from '@arsamezat/shared/accounts/auth-messages';
import type { AppError } from '../../lib/errors.ts';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimits } from '../limits/index.ts';
import type { Mailer } from '../../providers/mail/mail.ts';
import { authErrors } from './auth-errors.ts';
import type { BackgroundTasks } from './background.ts';
import type { CodeService } from './codes.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertNotCommonPassword } from './password-policy.ts';
import {
  findOpenResetToken,
  insertResetToken,
  retireOpenResetTokens,
  useResetToken,
} from './password-reset.repository.ts';
import { revokeUserSessions } from './session.repository.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { isAccountActive } from './user.mapper.ts';
import { findUserByEmail, findUserByPhone, updatePasswordHash } from './user.repository.ts';

const MINUTE = 60 * 1000;

type Deps = {
  db: Db;
  clock: () => Date;
  config: Config;
  mailer: Mailer;
  codes: CodeService;
  background: BackgroundTasks;
  limits: RateLimits;
  throttle: SignInThrottle;
};

/** One recovery e-mail per address per minute, whichever instance is asked. */
const EMAIL_RESET_PER_ADDRESS = { max: 1, windowMs: AUTH_LIMITS.defaultRateLimitSeconds * 1000 };

function resetMail(config: Config, firstName: string, token: string) {
  const link = `${config.publicUrl}/reset-password#token=${token}&type=recovery`;
  return {
    subject: `${config.siteName} şifre sıfırlama`,
    text: [
      `Merhaba ${firstName},`,
      '',
      `${config.siteName} hesabınız için bir şifre sıfırlama talebi aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın:`,
      '',
      link,
      '',
      `Bu bağlantı ${AUTH_LIMITS.resetTokenMinutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir. Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmeyecektir.`,
      '',
      config.siteName,
    ].join('\n'),
  };
}

/**
 * Password recovery by e-mail link or by SMS code; both end every session of the account and
 * forget the phone's sign-in failures (decision 052): the new password alone signs in.
 */
export function createPasswordResetService(deps: Deps) {
  const { db, clock, config, mailer, codes, background, limits, throttle } = deps;

  /** Sets the password a token or ticket allows, once. */
  async function setPassword(secret: string, password: string, invalid: () => AppError) {
    const now = clock();
    const grant = await findOpenResetToken(db, hashToken(secret), now);
    if (!grant || !isAccountActive(grant, now)) throw invalid();
    assertNotCommonPassword(password);
    if (await verifyPassword(grant.passwordHash, password)) throw authErrors.samePassword();
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      if (!(await useResetToken(tx, grant.tokenId, now))) throw invalid();
      await updatePasswordHash(tx, grant.userId, passwordHash, now);
      await revokeUserSessions(tx, grant.userId, now);
      await throttle.clear(grant.phone, tx);
    });
  }

  return {
    /**
     * Mails a reset link when an account has this e-mail, verified. The caller sees the same answer (and
     * about the same timing: the e-mail goes out in the background) whether or not one does.
     */
    async requestEmailReset(email: string): Promise<void> {
      const limit = await limits.hit(`email-reset:${email}`, EMAIL_RESET_PER_ADDRESS);
      if (limit.limited) throw authErrors.emailResetRateLimited(limit.retryAfter);
      const now = clock();
      const account = await findUserByEmail(db, email);
      // Only an address the member confirmed through its link receives recovery links.
      if (!account?.email || !account.emailVerifiedAt || !isAccountActive(account, now)) return;
      const token = randomToken();
      await db.transaction(async (tx) => {
        await retireOpenResetTokens(tx, account.id, now);
        await insertResetToken(tx, {
          userId: account.id,
          tokenHash: hashToken(token),
          now,
          expiresAt: new Date(now.getTime() + AUTH_LIMITS.resetTokenMinutes * MINUTE),
        });
      });
      const to = account.email;
      const mail = resetMail(config, account.firstName, token);
      background.run('password reset e-mail', () => mailer.send({ to, ...mail }));
    },

    confirmEmailReset(token: string, password: string) {
      return setPassword(token, password, authErrors.invalidResetToken);
    },

    /** A right code for an account gives a single-use ticket to set the new password. */
    async verifyPhoneReset(phone: string, code: string) {
      const codeId = await codes.check(phone, 'password_reset', code);
      const now = clock();
      const account = await findUserByPhone(db, phone);
      if (!account || !isAccountActive(account, now)) throw authErrors.invalidCode();
      const ticket = `${RESET_TICKET_PREFIX}${randomToken()}`;
      await db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        await retireOpenResetTokens(tx, account.id, now);
        await insertResetToken(tx, {
          userId: account.id,
          tokenHash: hashToken(ticket),
          now,
          expiresAt: new Date(now.getTime() + AUTH_LIMITS.resetTicketMinutes * MINUTE),
        });
      });
      return { ticket, expiresIn: AUTH_LIMITS.resetTicketMinutes * 60 };
    },

    confirmPhoneReset(ticket: string, password: string) {
      return setPassword(ticket, password, authErrors.invalidResetTicket);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
