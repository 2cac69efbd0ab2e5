import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { expectNoSideScroll } from '../support/fits.ts';
import { api, outbox, registerMember } from '../support/members.ts';
import { bell, unreadOf, verifyEmail } from '../support/notifications.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { createListing } from '../support/trading.ts';

const browser = useBrowser();
const stamp = Date.now().toString(36);
const shots = 'e2e/artifacts/alerts';
const DAY = 24 * 60 * 60 * 1000;

/** An upcoming auction published by the admin through the admin API. */
function publish(
  admin: BrowserContext,
  values: { title: string; city: string; startingPrice: number; startsAt: Date },
): Promise<ListingDetail> {
  return createListing(admin, {
    description: 'Takip ve kayıtlı arama bildirimleri için ihale.',
    minIncrement: 1_000_00,
    endsAt: new Date(values.startsAt.getTime() + DAY).toISOString(),
    status: 'upcoming',
    areaSize: 1000,
    ...values,
    startsAt: values.startsAt.toISOString(),
  });
}

describe('watchers and saved searches are told', () => {
  it('a member who follows an upcoming auction sees "auction started" in the bell when it starts', async () => {
    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const title = `E2E Başlayan İhale ${stamp}`;
    const listing = await publish(admin.context, {
      title,
      city: 'Kütahya',
      startingPrice: 150_000_00,
      startsAt: new Date(Date.now() + 20_000),
    });

    const member = await openPage(browser(), MOBILE);
    await registerMember(member.context, 'Takipçi');
    await gotoHydrated(member.page, `/auctions/${listing.id}`);
    await member.page.getByRole('button', { name: 'Takip Et' }).click();
    await member.page.getByRole('button', { name: 'Takip Ediliyor' }).waitFor();
    expect(await unreadOf(member.page)).toBe(0);

    // The start job runs each minute (pg-boss cron); the bell changes without a reload.
    await expect.poll(() => unreadOf(member.page), { timeout: 120_000, interval: 1000 }).toBe(1);
    await bell(member.page).click();
    const panel = member.page.getByRole('dialog');
    await panel.getByText('Takip ettiğiniz ihale başladı').waitFor();
    await panel.getByText(title, { exact: false }).waitFor();
    await expectNoSideScroll(member.page);
    await member.page.screenshot({ path: `${shots}-started-375.png` });
    // Leave the listing unfollowed: other journeys count the followers of the newest auction.
    expect(
      (await api(member.context, 'DELETE', `/api/listings/${listing.id}/watch`)).status(),
    ).toBe(200);
    expect(member.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await member.context.close();
    await admin.context.close();
  }, 200_000);

  it('a member with an immediate saved search is told in the bell and by e-mail when a match is published', async () => {
    const member = await openPage(browser(), DESKTOP);
    const phone = await registerMember(member.context, 'Arayan');
    const email = `arayan-${phone}@ornek.com`;
    await verifyEmail(member.page, email);
    // A price only this run's listing has, so other journeys' listings do not match.
    const price = 1_000_000_00 + Math.floor(Math.random() * 1_000_000) * 100;
    const searchName = `Bayburt ${stamp}`;
    const saved = await api(member.context, 'POST', '/api/me/saved-searches', {
      name: searchName,
      filters: {
        tab: 'auctions',
        phase: 'upcoming',
        cities: ['Bayburt'],
        minPrice: price,
        maxPrice: price,
      },
      frequency: 'immediate',
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await member.page.goto('/watchlist?tab=searches');
    await member.page.getByRole('heading', { name: searchName }).waitFor();
    expect(await unreadOf(member.page)).toBe(0);

    const admin = await openPage(browser(), DESKTOP);
    await signInAsAdmin(admin.page);
    const other = await publish(admin.context, {
      title: `E2E Eşleşmeyen ${stamp}`,
      city: 'Bayburt',
      startingPrice: price + 100,
      startsAt: new Date(Date.now() + DAY),
    });
    const title = `E2E Aranan Arsa ${stamp}`;
    const listing = await publish(admin.context, {
      title,
      city: 'Bayburt',
      startingPrice: price,
      startsAt: new Date(Date.now() + DAY),
    });

    await expect.poll(() => unreadOf(member.page), { timeout: 15_000 }).toBe(1);
    await bell(member.page).click();
    const panel = member.page.getByRole('dialog');
    await panel.getByText(`"${searchName}" aramanıza uyan yeni ilan`).waitFor();
    await panel.getByText(title, { exact: false }).waitFor();
    await member.page.screenshot({ path: `${shots}-search-1280.png` });

    await expect
      .poll(
        async () =>
          (await outbox(email)).filter(
            (m) => m.channel === 'email' && m.body.includes(`"${searchName}"`),
          ).length,
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    const mail = (await outbox(email)).find((m) => m.body.includes(`"${searchName}"`))!;
    expect(mail.body).toContain(title);
    expect(mail.body).toContain(`/auctions/${listing.id}`);
    expect(mail.body).not.toContain(other.id);
    expect(member.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await member.context.close();
    await admin.context.close();
  }, 120_000);
});
