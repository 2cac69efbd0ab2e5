import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { checkLayout } from '../support/fits.ts';
import { api, registerMember } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';

const browser = useBrowser();
const shots = 'e2e/artifacts/system-status';

/*
 * 'Sistem Durumu' (issue 31, decision 088): the operator opens it from the admin menu and sees
 * the running server by its own heartbeat, its closing job passing, the queues and the database;
 * on a phone as cards, on a wide screen as tables. A member is refused by the server.
 */
describe("'Sistem Durumu'", () => {
  it('shows the operator this server, its jobs, queues and database, at 1280 and 375 px', async () => {
    const { page, errors } = await openPage(browser(), DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Sistem Durumu' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/system');
    await page.getByRole('heading', { name: 'Sistem Durumu' }).waitFor();

    const servers = page.locator('table').first();
    await servers.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    expect(await servers.locator('tbody tr').count()).toBe(1);
    // The closing job passes every second; its record rides on the next heartbeat (10 s).
    await page.locator('table').nth(1).getByText('İhale kapanışı').waitFor({ timeout: 30_000 });
    await page.getByText('Bildirim gönderimi').first().waitFor();
    await page.getByText('PGlite (gömülü)').waitFor();
    await checkLayout(page);
    await page.screenshot({ path: `${shots}-1280.png`, fullPage: true });

    await page.setViewportSize(MOBILE);
    await page.getByRole('heading', { name: 'Sunucular' }).waitFor();
    await checkLayout(page);
    await page.screenshot({ path: `${shots}-375.png`, fullPage: true });
    // The phone's first screens, at their real size, to look at.
    await page.screenshot({ path: `${shots}-375-top.png` });
    await page.getByRole('heading', { name: 'Kuyruklar' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}-375-queues.png` });
    for (const width of [320, 414]) {
      await page.setViewportSize({ width, height: 740 });
      await checkLayout(page);
    }
    expect(errors).toEqual([]);
  });

  it('answers a member 403; /metrics does not exist without METRICS_TOKEN', async () => {
    const member = await openPage(browser(), MOBILE);
    await registerMember(member.context, 'Selin');
    const res = await api(member.context, 'GET', '/api/admin/system');
    expect(res.status()).toBe(403);
    const metrics = await api(member.context, 'GET', '/metrics');
    expect(metrics.status()).toBe(404);
  });
});
