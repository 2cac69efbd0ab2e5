import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { expectNoSideScroll } from '../support/fits.ts';
import { outbox, registerMember } from '../support/members.ts';
import { bell, unreadOf, verifyEmail } from '../support/notifications.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { bidTheMinimum, createShortAuction, payDepositInBrowser } from '../support/trading.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const TITLE = `E2E Bildirim Arsası ${stamp}`;
/** Long enough for two members to pay and bid, short enough to watch it close. */
const AUCTION_MS = 110_000;
const shots = 'e2e/artifacts/notifications';

/** Waits until a message to `to` on `channel` contains `text`. */
async function expectMessage(to: string, channel: 'sms' | 'email', text: string) {
  await expect
    .poll(
      async () =>
        (await outbox(to)).filter((m) => m.channel === channel && m.body.includes(text)).length,
      { timeout: 30_000, interval: 500 },
    )
    .toBe(1);
}

describe('notifications', () => {
  it('tells an outbid member by SMS, e-mail and the live bell; after the close the winner and the runner-up', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const listing = await createShortAuction(admin.context, TITLE, AUCTION_MS);

    const a = await openPage(browser(), DESKTOP);
    const aPhone = await registerMember(a.context, 'Ahmet');
    const aEmail = `ahmet-${aPhone}@ornek.com`;
    await verifyEmail(a.page, aEmail);
    const b = await openPage(browser(), MOBILE);
    const bPhone = await registerMember(b.context, 'Ayşe');

    await payDepositInBrowser(a.page, listing.id);
    await bidTheMinimum(a.page);
    await payDepositInBrowser(b.page, listing.id);

    // A stays on the listing; the bell must change without a reload.
    await a.page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await expect.poll(() => unreadOf(a.page)).toBeGreaterThan(0); // the deposit receipt
    const before = await unreadOf(a.page);
    await bidTheMinimum(b.page);
    await expect.poll(() => unreadOf(a.page), { timeout: 15_000 }).toBe(before + 1);
    expect(await a.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    await expectMessage(aPhone, 'sms', 'teklifiniz geçildi');
    await expectMessage(aEmail, 'email', 'Teklifiniz geçildi');
    expect((await outbox(bPhone)).some((m) => m.body.includes('geçildi'))).toBe(false);

    await bell(a.page).click();
    const panel = a.page.getByRole('dialog');
    await panel.getByText('Teklifiniz geçildi').waitFor();
    await a.page.screenshot({ path: `${shots}-bell-1280.png` });
    await panel.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
    await expect.poll(() => unreadOf(a.page)).toBe(0);
    await a.page.keyboard.press('Escape');

    // After the end: the winner (B) by SMS and in-app; A, the only other bidder, is the runner-up
    // (issue 29): their deposit stays held, and they are told so by e-mail and in-app.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Date.parse(listing.endsAt) - Date.now())),
    );
    await expectMessage(bPhone, 'sms', 'kazandınız');
    await expectMessage(aEmail, 'email', 'Yedek alıcı oldunuz');
    expect((await outbox(aEmail)).some((m) => m.body.includes('İhale sona erdi'))).toBe(false);
    // (No reminder: this auction began with less than ten minutes to go.)
    await expect.poll(() => unreadOf(a.page), { timeout: 20_000 }).toBeGreaterThan(0);
    await bell(a.page).click();
    await a.page.getByRole('dialog').getByText('Yedek alıcı oldunuz').waitFor();
    await expect.poll(() => unreadOf(b.page), { timeout: 20_000 }).toBeGreaterThan(0);
    await bell(b.page).click();
    await b.page.getByRole('dialog').getByText('İhaleyi kazandınız').waitFor();
    await expectNoSideScroll(b.page);
    const box = await bell(b.page).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await b.page.screenshot({ path: `${shots}-bell-375.png` });

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  }, 300_000);
});
