import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './members.ts';

/**
 * 'Kimlik Doğrulama' for journeys (issue 27): through the real API and the server's local fake
 * of NVI's KPSPublic, whose test range (valid check digits, starting 10, born 1990) accepts any
 * name — so a member keeps the name they registered with.
 */

/** A valid TC kimlik number from its first nine digits. */
export function withCheckDigits(nine: string): string {
  const d = Array.from(nine, Number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/** A new number of the fake's test range (10 million of them: members rarely meet). */
export const testRangeIdentityNumber = () =>
  withCheckDigits(`10${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);

export const REGISTERED_ADDRESS = {
  province: 'Kütahya',
  district: 'Merkez',
  address: 'Cumhuriyet Mah. İnönü Cad. No: 12',
};

/** Verifies the signed-in member of `context` under their own name, unless already verified. */
export async function verifyIdentityThroughApi(context: BrowserContext) {
  const mine = await api(context, 'GET', '/api/me/identity');
  expect(mine.status(), await mine.text()).toBe(200);
  if (((await mine.json()) as { identity: unknown }).identity) return;
  const profile = await api(context, 'GET', '/api/me/profile');
  const { firstName, lastName } = (
    (await profile.json()) as {
      profile: { firstName: string; lastName: string };
    }
  ).profile;
  const res = await api(context, 'POST', '/api/me/identity', {
    identityNumber: testRangeIdentityNumber(),
    firstName,
    lastName,
    birthYear: 1990,
    ...REGISTERED_ADDRESS,
  });
  expect(res.status(), await res.text()).toBe(200);
}
