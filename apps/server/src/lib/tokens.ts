import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): session tokens, reset tokens, tickets. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a high-entropy token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit one-time code from the CSPRNG, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * A one-time code has only a million values, so a plain hash would fall to a loop: it is keyed
 * with a server secret that is not in the database, and bound to the phone and purpose.
 */
export function hashCode(secret: Buffer, parts: { phone: string; purpose: string; code: string }) {
  return createHmac('sha256', secret)
    .update(`${parts.purpose}:${parts.phone}:${parts.code}`)
    .digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
