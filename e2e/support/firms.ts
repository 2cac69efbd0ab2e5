import { taxNumberCheckDigit } from '@arsamezat/shared/firms/tax-number';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { baseUrl, type openPage } from './browser.ts';
import { api } from './members.ts';

/** Seller firms' journeys (issue 28): documents, VKNs, Istanbul form dates, firm API steps. */

/** A new valid VKN: nine random digits and their check digit (packages/shared/src/firms). */
export function randomTaxNumber(): string {
  const nine = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `${nine}${taxNumberCheckDigit(nine)}`;
}

/** A small real one-page PDF: the server decides by content (its %PDF- header), not by name. */
export function pdf(name: string) {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A small real PNG (a scan of a tax plate, as far as the server can tell). */
export async function png(name: string, color = '#e8e2cf') {
  const buffer = await sharp({
    create: { width: 600, height: 420, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const istanbulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const istanbulTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the listing form's date (YYYY-MM-DD) and time (HH:MM) inputs, Istanbul time. */
export const istanbulInputs = (at: Date) => ({
  date: istanbulDate.format(at),
  time: istanbulTime.format(at),
});

/** The first whole minute at least `ms` from now (the form's times have no seconds). */
export const wholeMinuteAfter = (ms: number) =>
  new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);

/** Uploads the listing's Yetki Belgesi through the firm's API (kind first, then the file). */
export async function uploadAuthorisation(firm: BrowserContext, listingId: string) {
  const cookies = await firm.cookies(baseUrl());
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const res = await firm.request.post(`${baseUrl()}/api/firm/listings/${listingId}/documents`, {
    headers: { 'x-csrf-token': csrf },
    multipart: { kind: 'yetki_belgesi', file: pdf('yetki-belgesi.pdf') },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/**
 * A Pazarlık listing made and sent for approval through the firm's own API (its form is the
 * auction's, covered in the browser): starts `startsIn` ms from now, lists at 300.000 ₺.
 */
export async function submitOfferListingThroughApi(
  firm: BrowserContext,
  title: string,
  startsIn: number,
): Promise<string> {
  const startsAt = Date.now() + startsIn;
  const created = await api(firm, 'POST', '/api/firm/listings', {
    listingType: 'offer',
    title,
    description: 'Köy yoluna cepheli, düz ve ekilebilir tarla. Tapusu müstakil.',
    city: 'Konya',
    locationDetails: 'Meram',
    areaSize: 900,
    areaUnit: 'm2',
    startingPrice: 300_000_00,
    offerIncrement: 1_000_00,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 7 * 24 * 3600_000).toISOString(),
    adaNo: '140',
    parselNo: '3',
    tasinmazNo: '48213399',
    authorisationBasis: 'owner',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await uploadAuthorisation(firm, id);
  const submitted = await api(firm, 'POST', `/api/firm/listings/${id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);
  return id;
}

/** The operator's 'Onayla ve Yayınla' through the admin API, with a 5.000 ₺ deposit. */
export async function approveListingThroughApi(admin: BrowserContext, listingId: string) {
  const res = await api(admin, 'POST', `/api/admin/listing-reviews/${listingId}/approve`, {
    depositAmount: 5_000_00,
    authorisationChecked: true,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits until a published listing's start has come (its phase is 'active'). */
export async function waitUntilActive(context: BrowserContext, listingId: string) {
  await expect
    .poll(
      async () => {
        const res = await api(context, 'GET', `/api/listings/${listingId}`);
        return ((await res.json()) as { phase?: string }).phase;
      },
      { timeout: 150_000, interval: 1_000 },
    )
    .toBe('active');
}

/** The page has not been reloaded since `markPage` (a flag only this document holds). */
export const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
export const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

export type Opened = Awaited<ReturnType<typeof openPage>>;

/** A value an earlier step of a journey left, or a clear failure. */
export const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`an earlier step did not leave ${what}`);
  return value;
};

/** Opens the phone's menu and answers its links. */
export async function phoneMenu(page: Page) {
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  return page.getByRole('navigation', { name: 'Mobil menü' });
}

export async function chooseCity(page: Page, search: string, city: string) {
  await page.getByRole('combobox', { name: 'Şehir' }).click();
  await page.getByPlaceholder('Şehir ara...').fill(search);
  await page.getByRole('option', { name: city, exact: true }).click();
}

/** The number shown as the firm's 'Kalan ilan hakkı' on the packages page. */
export async function creditsLeft(page: Page): Promise<string> {
  const text = await page.getByRole('region', { name: 'İlan hakları' }).innerText();
  return /Kalan ilan hakkı\s*(\d+)/.exec(text)?.[1] ?? '';
}

export const noErrors = (...opened: (Opened | undefined)[]) => {
  for (const o of opened) expect(o?.errors ?? []).toEqual([]);
};
