import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

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

/**
 * Registers a member through the API (the code from the development outbox); the context is
 * signed in after. Answers the phone number, for signing in again elsewhere.
 */
export async function registerMember(context: BrowserContext, firstName: string): Promise<string> {
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
  return phone;
}
