import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

export const MEMBER_PASSWORD = 'Arsa-Deneme-2026';

const newPhone = () => `54${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A JSON (or multipart) call from inside the browser context, with its cookies and CSRF header. */
export async function api(
  context: BrowserContext,
  method: string,
  path: string,
  data?: unknown,
  multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>,
) {
  const cookies = await context.cookies(baseUrl());
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return context.request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'x-csrf-token': csrf },
    ...(data === undefined ? {} : { data }),
    ...(multipart ? { multipart } : {}),
  });
}

/** Registers a member through the API (the code from the development outbox); signed in after. */
export async function registerMember(context: BrowserContext, firstName: string): Promise<string> {
  const phone = newPhone();
  expect(
    (await api(context, 'POST', '/api/auth/codes', { phone, purpose: 'signup' })).status(),
  ).toBe(200);
  // The code from the development outbox (a plain loop: this also runs in beforeAll).
  let sms = '';
  for (let tries = 0; !/\d{6}/.test(sms); tries += 1) {
    if (tries > 50) throw new Error(`no sign-up code reached ${phone}`);
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${phone}`);
    const { messages } = (await res.json()) as { messages: { body: string }[] };
    sms = messages[0]?.body ?? '';
  }
  const code = /\b(\d{6})\b/.exec(sms)![1]!;
  const res = await api(context, 'POST', '/api/auth/register', {
    firstName,
    lastName: 'Deneme',
    phone,
    password: MEMBER_PASSWORD,
    code,
    marketingConsent: false,
    termsAccepted: true,
  });
  expect(res.status()).toBe(201);
  return phone;
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

/**
 * Creates an active auction through the admin API (the context is signed in as the admin) with
 * `images` images; answers its id.
 */
export async function createAuction(
  admin: BrowserContext,
  listing: { title: string; images: number; depositAmount: number },
): Promise<string> {
  const now = Date.now();
  const created = await api(admin, 'POST', '/api/admin/listings', {
    listingType: 'auction',
    title: listing.title,
    description: 'Yola cepheli, elektrik ve su hazır. Tapusu müstakil.',
    city: 'Kütahya',
    locationDetails: 'Merkez',
    startingPrice: 6_935_000_00,
    minIncrement: 25_000_00,
    depositAmount: listing.depositAmount,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 7 * 24 * 3600_000).toISOString(),
    status: 'active',
    adaNo: '112',
    parselNo: '7',
    areaSize: 1250,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (listing.images > 0) {
    const files: Record<string, Awaited<ReturnType<typeof jpeg>>> = {};
    for (let i = 0; i < listing.images; i += 1) files[`file${i}`] = await jpeg(`${i}.jpg`, i * 36);
    const uploaded = await api(admin, 'POST', `/api/admin/listings/${id}/images`, undefined, files);
    expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  }
  return id;
}
