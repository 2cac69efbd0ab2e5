import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mail.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import type { RateLimits } from '../limits/index.ts';
import { createAccountService } from './accounts.service.ts';
import { createAuthService } from './auth.service.ts';
import { createBackgroundTasks } from './background.ts';
import { createCodeService } from './codes.service.ts';
import { commonPasswords } from './common-passwords.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { loadCodeKey } from './secrets.ts';
import { createSessionService } from './session.service.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import { createTwoFactorService } from './two-factor.service.ts';

type Deps = {
  config: Config;
  db: Db;
  clock: () => Date;
  sms: SmsSender;
  mail: Mailer;
  log: FastifyBaseLogger;
  limits: RateLimits;
};

/** The accounts services, wired once by the composition root (services.ts). */
export function createAuthServices({ config, db, clock, sms, mail, limits, log: appLog }: Deps) {
  const log = appLog.child({ module: 'auth' });
  // Read now, so a missing list stops the start instead of the first registration.
  commonPasswords();
  if (config.isProduction && (sms.name === 'outbox' || mail.name === 'outbox')) {
    log.warn(
      { sms: sms.name, mail: mail.name },
      'outbox provider in production: messages are stored in the database and never delivered',
    );
  }
  const background = createBackgroundTasks(log);
  const sessions = createSessionService({ db, clock, config });
  const codeKey = loadCodeKey(config);
  const codes = createCodeService({ db, clock, sms, codeKey, siteName: config.siteName, log });
  const throttle = createSignInThrottle({ limits, clock });
  const twoFactor = createTwoFactorService({
    db,
    clock,
    codes,
    sessions,
    codeKey,
    background,
    throttle,
  });
  return {
    sessions,
    codes,
    background,
    /** Sign-in failure counters; the admin reads and clears a member's (admin-users). */
    signInThrottle: throttle,
    accounts: createAccountService({ db }),
    twoFactor,
    auth: createAuthService({ db, clock, codes, sessions, limits, throttle, twoFactor }),
    passwordReset: createPasswordResetService({
      db,
      clock,
      config,
      mailer: mail,
      codes,
      background,
      limits,
      throttle,
    }),
  };
}
export type AuthServices = ReturnType<typeof createAuthServices>;
