import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The identity keys (decision 064): `IDENTITY_ENCRYPTION_KEYS` (AES-256-GCM) and
 * `IDENTITY_HMAC_KEYS` (HMAC-SHA-256 for uniqueness), each a comma-separated list of
 * `id:base64` with 32-byte keys, the current key first. Older keys stay listed until
 * `npm run identity:rotate-keys` has moved every stored value to the current one.
 */
export type IdentityKey = { id: string; key: Buffer };
export type IdentityKeyRing = { current: IdentityKey; all: readonly IdentityKey[] };

export const IdentityKeyListSchema = z.string().transform((value, ctx): IdentityKeyRing | never => {
  const keys: IdentityKey[] = [];
  for (const part of value.split(',').map((p) => p.trim())) {
    const match = /^([A-Za-z0-9_-]{1,40}):([A-Za-z0-9+/=_-]+)$/.exec(part);
    const key = match ? Buffer.from(match[2] ?? '', 'base64') : null;
    if (!match || !key || key.length !== 32) {
      ctx.addIssue({ code: 'custom', message: 'each key must be id:base64 of 32 bytes' });
      return z.NEVER;
    }
    if (keys.some((k) => k.id === match[1])) {
      ctx.addIssue({ code: 'custom', message: `key id ${match[1]} is listed twice` });
      return z.NEVER;
    }
    keys.push({ id: match[1] ?? '', key });
  }
  const [current] = keys;
  if (!current) {
    ctx.addIssue({ code: 'custom', message: 'at least one key is needed' });
    return z.NEVER;
  }
  return { current, all: keys };
});

/**
 * DEVELOPMENT AND TEST ONLY: fixed keys derived from public strings, so `npm start` and the tests
 * need no set-up. They protect nothing; production refuses to start without its own keys.
 */
const devKey = (purpose: string): IdentityKeyRing => {
  const key = {
    id: `dev-only-${purpose}`,
    key: createHash('sha256').update(`arsamezat dev-only ${purpose} key`).digest(),
  };
  return { current: key, all: [key] };
};
export const DEV_ONLY_ENCRYPTION_KEYS = devKey('encryption');
export const DEV_ONLY_HMAC_KEYS = devKey('hmac');
