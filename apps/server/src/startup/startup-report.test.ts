import { describe, expect, it } from 'vitest';
import { adminStartupLines, demoFirmStartupLines } from './startup-report.ts';

const PHONE = '5321112233';
const dev = (password?: string) => ({ isProduction: false, admin: { phone: PHONE, password } });
const prod = (password?: string) => ({ isProduction: true, admin: { phone: PHONE, password } });

describe('what the console says about the administrator at start', () => {
  it('never prints a password that came from ADMIN_PASSWORD', () => {
    const report = { phone: PHONE, created: true, password: 'Konya-Arsa-2026' };
    for (const config of [dev('Konya-Arsa-2026'), prod('Konya-Arsa-2026')]) {
      const text = adminStartupLines(report, config).join('\n');
      expect(text).toContain(PHONE);
      expect(text).not.toContain('Konya-Arsa-2026');
    }
  });

  it('prints a generated password once outside production, never in production', () => {
    const report = { phone: PHONE, created: true, password: 'GeneratedPass234' };
    expect(adminStartupLines(report, dev()).join('\n')).toContain('şifre: GeneratedPass234');
    const production = adminStartupLines(report, prod()).join('\n');
    expect(production).toContain(PHONE);
    expect(production).not.toContain('GeneratedPass234');
  });

  it('prints no password on a later start (the account already existed)', () => {
    const text = adminStartupLines({ phone: PHONE, created: false }, dev()).join('\n');
    expect(text).toBe(`  Yönetici telefonu: ${PHONE}`);
  });

  it("shows the demo firm owner's sign-in on the start that loaded it, never in production", () => {
    const seeded = {
      listings: 32,
      firms: 3,
      firmOwner: {
        phone: '5301112233',
        password: 'DemoFirm-234',
        firm: 'Anadolu Emlak Yatırım A.Ş.',
      },
    };
    const shown = demoFirmStartupLines(seeded, { isProduction: false }).join('\n');
    expect(shown).toContain('5301112233');
    expect(shown).toContain('şifre: DemoFirm-234');
    expect(demoFirmStartupLines(seeded, { isProduction: true })).toEqual([]);
    expect(demoFirmStartupLines(null, { isProduction: false })).toEqual([]);
  });
});
