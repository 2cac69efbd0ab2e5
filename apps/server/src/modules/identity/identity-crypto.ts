import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { IdentityKeyRing } from '../../config/identity-keys.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealedNumber = { sealed: string; keyId: string };
export type NumberHmac = { hmac: string; keyId: string };

/**
 * The identity number at rest (decision 064): sealed with AES-256-GCM under the current key (a
 * fresh 96-bit IV each time, the key id stored beside it so older values stay readable until
 * rotated), and a keyed HMAC-SHA-256 under its own key to find the one account holding a number.
 * An unkeyed hash would not do: 11 digits with two check digits are 10⁹ candidates, minutes of
 * work. Neither key ever leaves this object.
 */
export function createIdentityCrypto(keys: { encryption: IdentityKeyRing; hmac: IdentityKeyRing }) {
  const encryptionKey = (id: string) => {
    const found = keys.encryption.all.find((k) => k.id === id);
    if (!found) throw new Error(`identity encryption key ${id} is not configured`);
    return found.key;
  };
  const hmacUnder = (key: Buffer, number: string) =>
    createHmac('sha256', key).update(number).digest('hex');

  return {
    /** Seals a number under the current key. */
    seal(number: string): SealedNumber {
      const { id, key } = keys.encryption.current;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      // The key id is authenticated with the value: a row cannot be moved to another key's id.
      cipher.setAAD(Buffer.from(id));
      const body = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
      return {
        sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url'),
        keyId: id,
      };
    },
    /** Opens a sealed number with the key it names; throws if it was tampered with. */
    open({ sealed, keyId }: SealedNumber): string {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv(
        'aes-256-gcm',
        encryptionKey(keyId),
        raw.subarray(0, IV_BYTES),
      );
      decipher.setAAD(Buffer.from(keyId));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
    /** The number's HMAC under the current key (what is stored). */
    hmac(number: string): NumberHmac {
      const { id, key } = keys.hmac.current;
      return { hmac: hmacUnder(key, number), keyId: id };
    },
    /** Its HMAC under every configured key: a holder is found mid-rotation too. */
    hmacsUnderEveryKey(number: string): string[] {
      return keys.hmac.all.map((k) => hmacUnder(k.key, number));
    },
    currentKeyIds: () => ({ encryption: keys.encryption.current.id, hmac: keys.hmac.current.id }),
  };
}

export type IdentityCrypto = ReturnType<typeof createIdentityCrypto>;
