import { insertSessionCookie } from '../../src/modules/auth/testing/session-cookie.ts';
import { insertUser } from '../fixtures/listings.ts';
import type { TestApp } from '../helpers/app.ts';
import { insertVerifiedIdentity } from '../../src/modules/identity/testing/verified-identity.ts';

/** The callers the attack suites play: nobody, members and an admin, with live sessions. */

export type Role = 'guest' | 'member' | 'admin';

export type Actor = { role: Role; userId: string | null; cookie: string | null };

const DAY = 24 * 60 * 60 * 1000;

/** A fresh session cookie for an existing account, written the way a sign-in writes it. */
export async function newSessionCookie(
  t: TestApp,
  userId: string,
  now = new Date(),
): Promise<string> {
  return insertSessionCookie(t.database.db, {
    userId,
    now,
    expiresAt: new Date(now.getTime() + 30 * DAY),
  });
}

export async function signedIn(
  t: TestApp,
  role: 'member' | 'admin',
  names: { firstName: string; lastName: string },
  now = new Date(),
): Promise<Actor> {
  const userId = await insertUser(t.database.db, {
    ...names,
    role: role === 'admin' ? 'admin' : 'user',
  });
  // A member's identity is verified, so the money paths are open to them (issue 27).
  if (role === 'member') await insertVerifiedIdentity(t.database.db, userId, names);
  return { role, userId, cookie: await newSessionCookie(t, userId, now) };
}

export const guest: Actor = { role: 'guest', userId: null, cookie: null };

let ipCounter = 0;
/** A new client address per request, so per-IP limits leave every variant its full path. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
