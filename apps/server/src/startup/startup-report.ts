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

/**
 * The demo firm owner's sign-in, to try the seller's side ('Firma Paneli'): shown on the start
 * that loaded the demo, never in production (the same rule as the administrator's password).
 */
export function demoFirmStartupLines(
  seeded: PrepareReport['seeded'],
  config: Pick<Config, 'isProduction'>,
): string[] {
  const owner = seeded?.firmOwner;
  if (!owner || config.isProduction) return [];
  return [
    `  Demo firma yetkilisi (${owner.firm}) — telefon: ${owner.phone}  şifre: ${owner.password}`,
  ];
}
