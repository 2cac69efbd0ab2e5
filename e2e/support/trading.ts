import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** Journeys' shared steps: members registered through the API, deposits, bids, layout checks. */

export const MEMBER_PASSWORD = 'Arsa-Deneme-2026';

export const newPhone = () => `54${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A JSON call from inside the browser context, with its cookies and the CSRF header. */
export async function api(context: BrowserContext, method: string, path: string, data?: unknown) {
  const cookies = await context.cookies(baseUrl());
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return context.request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'x-csrf-token': csrf },
    ...(data === undefined ? {} : { data }),
  });
}

/** Registers a member through the API (the code from the development outbox); signed in after. */
export async function register(context: BrowserContext, firstName: string) {
  const phone = newPhone();
  expect(
    (await api(context, 'POST', '/api/auth/codes', { phone, purpose: 'signup' })).status(),
  ).toBe(200);
  let sms = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${phone}`);
      const { messages } = (await res.json()) as { messages: { body: string }[] };
      sms = messages[0]?.body ?? '';
      return sms;
    })
    .toMatch(/\d{6}/);
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
}

const SANDBOX_CARD = {
  cardHolderName: 'Deniz Deneme',
  cardNumber: '4111 1111 1111 1111',
  expireMonth: '12',
  expireYear: '2030',
  cvc: '123',
};

/** The deposit through the API and the sandbox bank's page, as the dialog would do it. */
export async function payDepositThroughApi(context: BrowserContext, listingId: string) {
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

/** No horizontal scrolling, and every button, select and tab at least 44 px tall. */
export async function checkLayout(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main select, main [role="tab"]')]
      .map((el) => ({ text: el.textContent.trim(), height: el.getBoundingClientRect().height }))
      .filter((target) => target.height > 0 && target.height < 44),
  );
  expect(small).toEqual([]);
}
