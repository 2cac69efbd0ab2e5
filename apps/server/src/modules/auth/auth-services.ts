import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../providers/mail/mailer.ts';
import { createSmsSender } from '../../providers/sms/sms-sender.ts';
import { createAuthService } from './auth.service.ts';
import { createBackgroundTasks } from './background.ts';
import { createCodeService } from './codes.service.ts';
import { commonPasswords } from './common-passwords.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { loadCodeKey } from './secrets.ts';
import { createSessionService } from './session.service.ts';
import { createTwoFactorService } from './two-factor.service.ts';

/** The accounts services of one app, wired once from `app.deps` and the configured providers. */
export function createAuthServices(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const log = app.log.child({ module: 'auth' });
  // Read now, so a missing list stops the start instead of the first registration.
  commonPasswords();
  const sms = createSmsSender(config, db);
  const mailer = createMailer(config, db);
  if (config.isProduction && (sms.name === 'outbox' || mailer.name === 'outbox')) {
    log.warn(
      { sms: sms.name, mail: mailer.name },
      'outbox provider in production: messages are stored in the database and never delivered',
    );
  }
  const background = createBackgroundTasks(log);
  const sessions = createSessionService(app.deps);
  const codeKey = loadCodeKey(config);
  const codes = createCodeService({ db, clock, sms, codeKey, siteName: config.siteName, log });
  const twoFactor = createTwoFactorService({ db, clock, codes, sessions, codeKey });
  return {
    sessions,
    codes,
    background,
    twoFactor,
    auth: createAuthService({ db, clock, codes, sessions, twoFactor }),
    passwordReset: createPasswordResetService({ db, clock, config, mailer, codes, background }),
  };
}
export type AuthServices = ReturnType<typeof createAuthServices>;
