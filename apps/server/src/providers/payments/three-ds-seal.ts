import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A provider's 3-D Secure page (iyzico answers HTML that posts the card's challenge to the
 * bank) must reach the buyer's browser through a link, from whichever instance they land on.
 * It is kept in the payment row sealed with AES-256-GCM under a fresh key that is only in that
 * link: the database alone cannot open it.
 */
export function sealPage(html: string): { sealed: string; key: string } {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(html, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  return { sealed, key: key.toString('base64url') };
}

/** The page, or null when the key is not the one it was sealed with. */
export function openPage(sealed: string, key: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(key, 'base64url'),
      raw.subarray(0, 12),
    );
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
