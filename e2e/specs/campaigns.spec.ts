import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { checkLayout } from '../support/fits.ts';
import { api, outbox, registerMember } from '../support/members.ts';
import { verifyEmail } from '../support/notifications.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const SUBJECT = `E2E duyuru ${stamp}`;
const shots = 'e2e/artifacts/campaigns';

async function messageTo(to: string, contains: string): Promise<string> {
  let body = '';
  await expect
    .poll(
      async () => {
        body = (await outbox(to)).find((m) => m.body.includes(contains))?.body ?? '';
        return body;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toContain(contains);
  return body;
}

describe('marketing e-mails (decision 040)', () => {
  it('an admin sends one from a phone; the member gets it with a link that unsubscribes after a button', async () => {
    // A member who said yes to marketing at sign-up, with a verified address.
    const member = await openPage(browser(), DESKTOP);
    const phone = await registerMember(member.context, 'Duygu', { marketingConsent: true });
    const email = `duyuru-${phone}@ornek.com`;
    await verifyEmail(member.page, email);

    // The admin, on a phone, writes it, sees the count and confirms it.
    const admin = await openPage(browser(), MOBILE);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/campaigns');
    const audience = admin.page.getByTestId('campaign-audience');
    await audience.waitFor();
    const count = Number(
      /([\d.]+) üye/.exec((await audience.textContent()) ?? '')![1]!.replaceAll('.', ''),
    );
    expect(count).toBeGreaterThanOrEqual(1);
    await admin.page.getByRole('textbox', { name: 'Konu', exact: true }).fill('ab');
    await admin.page.getByRole('button', { name: 'Gönder' }).click();
    await admin.page.getByText('Konu en az 3 karakter olmalıdır.').waitFor();
    await admin.page.getByRole('textbox', { name: 'Konu', exact: true }).fill(SUBJECT);
    await admin.page
      .getByRole('textbox', { name: 'Mesaj', exact: true })
      .fill('Merhaba,\n\nBu hafta Kütahya ve Uşak’ta yeni arsa ihaleleri başladı.');
    await checkLayout(admin.page);
    await admin.page.screenshot({ path: `${shots}-form-375.png`, fullPage: true });
    await admin.page.getByRole('button', { name: 'Gönder' }).click();
    const dialog = admin.page.getByRole('alertdialog');
    await dialog.getByText(`“${SUBJECT}” konulu e-posta`).waitFor();
    await admin.page.screenshot({ path: `${shots}-confirm-375.png` });
    await dialog.getByRole('button', { name: /üyeye gönder$/ }).click();
    await admin.page.getByText(/Duyuru [\d.]+ üyeye gönderim sırasına alındı\./).waitFor();
    await admin.page.getByText(SUBJECT).waitFor();
    await checkLayout(admin.page);
    await admin.page.screenshot({ path: `${shots}-sent-375.png`, fullPage: true });

    // The same page on a desktop, with the campaign in the list.
    const wide = await openPage(browser(), DESKTOP);
    await signInAsAdmin(wide.page);
    await wide.page.goto('/admin/campaigns');
    await wide.page.getByText(SUBJECT).waitFor();
    await checkLayout(wide.page);
    await wide.page.screenshot({ path: `${shots}-1280.png`, fullPage: true });

    // The member's e-mail, through the queue, with the visible unsubscribe link.
    const mail = await messageTo(email, 'Kütahya ve Uşak');
    const link = /(https?:\/\/\S+\/api\/unsubscribe\?token=[\w.-]+)/.exec(mail)![1]!;
    const page = await openPage(browser(), MOBILE);
    await page.page.goto(link);
    await page.page
      .getByText('Kampanya ve duyuru e-postalarını artık almak istemiyor musunuz?')
      .waitFor();
    await checkLayout(page.page);
    await page.page.screenshot({ path: `${shots}-unsubscribe-375.png` });
    // Opening the link changed nothing.
    const before = await api(member.context, 'GET', '/api/me/settings');
    expect(
      ((await before.json()) as { settings: { marketingEmails: boolean } }).settings
        .marketingEmails,
    ).toBe(true);
    await page.page.getByRole('button', { name: 'Abonelikten Çık' }).click();
    await page.page.getByText('Kampanya ve duyuru e-postalarından çıkarıldınız.').waitFor();
    await page.page.screenshot({ path: `${shots}-unsubscribed-375.png` });
    const after = await api(member.context, 'GET', '/api/me/settings');
    expect(
      (
        (await after.json()) as {
          settings: { marketingEmails: boolean; emailNotifications: boolean };
        }
      ).settings,
    ).toMatchObject({
      marketingEmails: false,
      emailNotifications: true,
    });

    for (const opened of [member, admin, wide, page]) expect(opened.errors).toEqual([]);
  }, 180_000);
});
