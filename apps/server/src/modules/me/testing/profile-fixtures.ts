import { expect } from 'vitest';
import type { TestApp } from '../../../../test/helpers/app.ts';
import { call, waitForMail, type OutboxMessage } from '../../auth/testing/auth-fixtures.ts';

/** The token of the verification link in an e-mail ('/verify-email#token=…'). */
export function verificationTokenFrom(mail: Pick<OutboxMessage, 'body'>): string {
  const token = /\/verify-email#token=([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1];
  if (!token) throw new Error('no verification link in the e-mail');
  return token;
}

/** Sets the member's e-mail and opens the link mailed to it, as the member would. */
export async function addVerifiedEmail(t: TestApp, cookie: string, email: string) {
  const res = await call(t, 'PATCH', '/api/me/profile', { email }, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const token = verificationTokenFrom(await waitForMail(t, email.toLowerCase()));
  const confirmed = await call(t, 'POST', '/api/email-verification', { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}
