import { hashToken, randomToken } from '../../../lib/tokens.ts';
import { insertSession } from '../session.repository.ts';

/**
 * A live session for a user, written straight to the database (the accounts flow has its own
 * tests), as the cookie a browser would send: `session=<token>`.
 */
export async function insertSessionCookie(
  db: Parameters<typeof insertSession>[0],
  session: { userId: string; now: Date; expiresAt: Date },
): Promise<string> {
  const token = randomToken();
  await insertSession(db, {
    userId: session.userId,
    tokenHash: hashToken(token),
    userAgent: null,
    now: session.now,
    expiresAt: session.expiresAt,
  });
  return `session=${token}`;
}
