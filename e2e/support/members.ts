import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** Journeys' members: API calls as a signed-in browser, the development outbox, registration. */

export const MEMBER_PASSWORD = 'Arsa-Deneme-2026';

export const newPhone = () => `54${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export type OutboxMessage = { channel: 'sms' | 'email'; to: string; body: string };

/** The SMS and e-mails the outbox providers hold for `to`, newest first. */
export async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Waits until `to` has at least `count` messages and answers the newest one's body (a plain loop:
 * it also runs in beforeAll, where expect.poll is not available).
 */
export async function nthMessage(to: string, count: number): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const messages = await outbox(to);
    if (messages.length >= count) return messages[0]!.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no message number ${count} reached ${to}`);
}

/** The six-digit code in an SMS. */
export const codeIn = (sms: string) => /\b(\d{6})\b/.exec(sms)![1]!;

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A JSON (or multipart) call from inside the browser context, with its cookies and CSRF header. */
export async function api(
  context: BrowserContext,
  method: string,
  path: string,
  data?: unknown,
  multipart?: Record<string, Upload>,
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

/**
 * Registers a member through the API with the SMS code from the development outbox; the context
 * is signed in after. Answers the phone number, for signing in again elsewhere.
 */
export async function registerMember(
  context: BrowserContext,
  firstName: string,
  {
    phone = newPhone(),
    lastName = 'Deneme',
    marketingConsent = false,
  }: { phone?: string; lastName?: string; marketingConsent?: boolean } = {},
): Promise<string> {
  const sent = await api(context, 'POST', '/api/auth/codes', { phone, purpose: 'signup' });
  expect(sent.status(), await sent.text()).toBe(200);
  const res = await api(context, 'POST', '/api/auth/register', {
    firstName,
    lastName,
    phone,
    password: MEMBER_PASSWORD,
    code: codeIn(await nthMessage(phone, 1)),
    marketingConsent,
    termsAccepted: true,
  });
  expect(res.status(), await res.text()).toBe(201);
  return phone;
}

/**
 * A member whose password nobody knows (the demo's people): a new one by the SMS reset. Journeys
 * share one server: a person another journey already reset signs in with that password (a second
 * reset would be refused as the same password, or as a code asked again within a minute).
 */
export async function signInAfterPhoneReset(context: BrowserContext, phone: string) {
  const known = await api(context, 'POST', '/api/auth/login', { phone, password: MEMBER_PASSWORD });
  if (known.status() === 200) return;
  const before = (await outbox(phone)).length;
  const sent = await api(context, 'POST', '/api/auth/codes', { phone, purpose: 'password_reset' });
  expect(sent.status(), await sent.text()).toBe(200);
  const verified = await api(context, 'POST', '/api/auth/password-reset/phone/verify', {
    phone,
    code: codeIn(await nthMessage(phone, before + 1)),
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { ticket } = (await verified.json()) as { ticket: string };
  const reset = await api(context, 'POST', '/api/auth/password-reset/phone/confirm', {
    ticket,
    password: MEMBER_PASSWORD,
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const login = await api(context, 'POST', '/api/auth/login', { phone, password: MEMBER_PASSWORD });
  expect(login.status(), await login.text()).toBe(200);
}
