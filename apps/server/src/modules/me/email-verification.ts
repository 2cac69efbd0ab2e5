import { EMAIL_VERIFICATION_HOURS } from '@arsamezat/shared/member/users';
import type { Config } from '../../config/env.ts';
import type { Tx } from '../../db/client.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { insertVerificationToken, retireVerificationTokens } from './profile.repository.ts';

const HOUR = 60 * 60 * 1000;

/** A fresh link for `email` (inside the caller's transaction); older links stop working. */
export async function issueVerificationToken(
  tx: Tx,
  values: { userId: string; email: string; now: Date },
): Promise<string> {
  const token = randomToken();
  await retireVerificationTokens(tx, values.userId, values.now);
  await insertVerificationToken(tx, {
    userId: values.userId,
    email: values.email,
    tokenHash: hashToken(token),
    now: values.now,
    expiresAt: new Date(values.now.getTime() + EMAIL_VERIFICATION_HOURS * HOUR),
  });
  return token;
}

export function verificationMail(config: Config, firstName: string, token: string) {
  const link = `${config.publicUrl}/verify-email#token=${token}`;
  return {
    subject: `${config.siteName} e-posta doğrulama`,
    text: [
      `Merhaba ${firstName},`,
      '',
      `Bu e-posta adresini ${config.siteName} hesabınıza eklediniz. Adresi doğrulamak için aşağıdaki bağlantıyı açın:`,
      '',
      link,
      '',
      `Bu bağlantı ${EMAIL_VERIFICATION_HOURS} saat geçerlidir ve yalnızca bir kez kullanılabilir. Doğrulanmış adresinize şifre sıfırlama bağlantıları ve bildirimler gönderilir. Bu işlemi siz yapmadıysanız bu e-postayı dikkate almayın.`,
      '',
      config.siteName,
    ].join('\n'),
  };
}
