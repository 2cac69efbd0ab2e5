import type { Config } from '../config/env.ts';
import type { PrepareReport } from './prepare.ts';

/**
 * What the console says about the administrator at start. A password is shown only when the
 * server generated it (no ADMIN_PASSWORD), only on the start that created the account, and never
 * in production, whose console output ends up in log storage.
 */
export function adminStartupLines(
  admin: PrepareReport['admin'],
  config: Pick<Config, 'isProduction' | 'admin'>,
): string[] {
  const generated = admin.created && admin.password !== undefined && !config.admin.password;
  if (!admin.created) return [`  Yönetici telefonu: ${admin.phone}`];
  if (!generated)
    return [`  Yönetici hesabı oluşturuldu — telefon: ${admin.phone} (şifre: ADMIN_PASSWORD)`];
  if (config.isProduction) {
    return [
      `  Yönetici hesabı oluşturuldu — telefon: ${admin.phone}`,
      '  Üretilen şifre production ortamında gösterilmez: ADMIN_PASSWORD ile belirleyin veya telefonla şifre sıfırlayın.',
    ];
  }
  return [
    `  Yönetici hesabı oluşturuldu — telefon: ${admin.phone}  şifre: ${admin.password}`,
    '  (Bu şifre yalnızca şimdi gösterilir; ADMIN_PHONE ve ADMIN_PASSWORD ile kendiniz belirleyebilirsiniz.)',
  ];
}
