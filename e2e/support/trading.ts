import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { baseUrl, DESKTOP, gotoHydrated, openPage } from './browser.ts';
import { verifyIdentityThroughApi } from './identity.ts';
import { api, registerMember } from './members.ts';

/** Journeys' trading steps: listings made by the admin, deposits, bids. */

/**
 * Creates a listing through the admin API (the context is signed in as the admin): an active
 * auction in Kütahya with a 5.000 ₺ deposit unless `fields` say otherwise.
 */
export async function createListing(
  admin: BrowserContext,
  fields: Record<string, unknown>,
): Promise<ListingDetail> {
  const now = Date.now();
  const created = await api(admin, 'POST', '/api/admin/listings', {
    listingType: 'auction',
    description: 'Yola cepheli, elektrik ve su hazır. Tapusu müstakil.',
    ilanSahibi: 'Yetkili Emlak A.Ş.',
    city: 'Kütahya',
    locationDetails: 'Merkez',
    depositAmount: 5_000_00,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 7 * 24 * 3600_000).toISOString(),
    status: 'active',
    adaNo: '112',
    parselNo: '7',
    areaSize: 1250,
    ...fields,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ListingDetail;
}

/**
 * An active auction that ends `ms` from now: 100.000 ₺ to start, 1.000 ₺ steps, no anti-sniping
 * extension, so a journey can watch it close.
 */
export function createShortAuction(
  admin: BrowserContext,
  title: string,
  ms: number,
): Promise<ListingDetail> {
  return createListing(admin, {
    title,
    startingPrice: 100_000_00,
    minIncrement: 1_000_00,
    endsAt: new Date(Date.now() + ms).toISOString(),
    antiSnipeMinutes: 0,
  });
}

/** A small real JPEG of a flat colour: the server decides by content, not by name. */
export async function jpeg(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 640, height: 400, channels: 3, background: `hsl(${hue}, 45%, 45%)` },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** An active week-long auction with `images` images; answers its id. */
export async function createAuction(
  admin: BrowserContext,
  listing: { title: string; images: number; depositAmount: number },
): Promise<string> {
  const { id } = await createListing(admin, {
    title: listing.title,
    startingPrice: 6_935_000_00,
    minIncrement: 25_000_00,
    depositAmount: listing.depositAmount,
  });
  if (listing.images > 0) {
    const files: Record<string, Awaited<ReturnType<typeof jpeg>>> = {};
    for (let i = 0; i < listing.images; i += 1) files[`file${i}`] = await jpeg(`${i}.jpg`, i * 36);
    const uploaded = await api(admin, 'POST', `/api/admin/listings/${id}/images`, undefined, files);
    expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  }
  return id;
}

const SANDBOX_CARD = {
  cardHolderName: 'Deniz Deneme',
  cardNumber: '4111 1111 1111 1111',
  expireMonth: '12',
  expireYear: '2030',
  cvc: '123',
};

/**
 * The deposit through the API and the sandbox bank's page, as the dialog would do it; the member's
 * identity is verified first when it is not (deposits need it, issue 27).
 */
export async function payDepositThroughApi(context: BrowserContext, listingId: string) {
  await verifyIdentityThroughApi(context);
  const started = await api(context, 'POST', `/api/listings/${listingId}/deposit/payments`, {
    card: SANDBOX_CARD,
  });
  expect(started.status(), await started.text()).toBe(201);
  const { paymentLink } = (await started.json()) as { paymentLink: string };
  const bank = await context.request.post(`${baseUrl()}${paymentLink}`, {
    form: { code: '123456', action: 'confirm' },
  });
  expect(bank.ok()).toBe(true);
  const deposit = await api(context, 'GET', `/api/listings/${listingId}/deposit`);
  expect(((await deposit.json()) as { hasCompleted: boolean }).hasCompleted).toBe(true);
}

/**
 * The deposit as a member pays it: the dialog, the sandbox bank's 3-D Secure page, back. The
 * identity is verified through the API first (its own journey, identity.spec.ts, fills the form).
 */
export async function payDepositInBrowser(page: Page, listingId: string) {
  await verifyIdentityThroughApi(page.context());
  await gotoHydrated(page, `/auctions/${listingId}`);
  await page.getByRole('button', { name: 'Teminatı Yatır' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' });
  await dialog.getByRole('button', { name: 'Teminatı Yatır' }).click();
  await dialog.getByRole('textbox', { name: 'Kart Sahibi' }).fill(SANDBOX_CARD.cardHolderName);
  await dialog.getByRole('textbox', { name: 'Kart Numarası' }).fill(SANDBOX_CARD.cardNumber);
  await dialog.getByRole('textbox', { name: 'Ay' }).fill(SANDBOX_CARD.expireMonth);
  await dialog.getByRole('textbox', { name: 'Yıl' }).fill(SANDBOX_CARD.expireYear);
  await dialog.getByRole('textbox', { name: 'CVV' }).fill(SANDBOX_CARD.cvc);
  await dialog.getByRole('button', { name: 'Ödeme Yap' }).click();
  await page.waitForURL('**/api/payments/sandbox/3ds/**');
  await page.getByRole('textbox', { name: /doğrulama kodu/ }).fill('123456');
  await page.getByRole('button', { name: 'Onayla' }).click();
  await page.getByRole('heading', { name: 'Ödeme Başarılı!' }).waitFor();
  await page.getByRole('link', { name: 'İlana Geri Dön' }).click();
  await page.getByText('Teminatınız yatırıldı.').waitFor();
}

/** Bids the amount the form offers (the minimum next bid) through its confirmation. */
export async function bidTheMinimum(page: Page): Promise<string> {
  const amount = page.getByRole('textbox', { name: 'Teklif Tutarı' });
  await expect.poll(() => amount.inputValue()).toMatch(/^\d/);
  const typed = await amount.inputValue();
  await page.getByRole('button', { name: 'Teklif Ver' }).click();
  await page
    .getByRole('dialog', { name: 'Teklifinizi Onaylayın' })
    .getByRole('button', { name: 'Teklifi Onayla' })
    .click();
  await page.getByText(`Teklifiniz alındı: ${typed} ₺`).waitFor();
  return typed;
}

/** A new member, in a context of their own, with the listing's deposit paid: ready to bid. */
export async function depositedBidder(
  browser: Browser,
  name: string,
  listingId: string,
): Promise<BrowserContext> {
  const { context } = await openPage(browser, DESKTOP);
  await registerMember(context, name);
  await payDepositThroughApi(context, listingId);
  return context;
}

/** A bid through the API, as the confirmed dialog sends it; it must be accepted. */
export async function bidThroughApi(context: BrowserContext, listingId: string, amount: number) {
  const res = await api(context, 'POST', `/api/listings/${listingId}/bids`, {
    amount,
    kind: 'bid',
  });
  expect(res.status(), await res.text()).toBe(201);
}
