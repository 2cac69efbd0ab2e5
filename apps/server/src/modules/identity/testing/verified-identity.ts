import { DEV_ONLY_ENCRYPTION_KEYS, DEV_ONLY_HMAC_KEYS } from '../../../config/identity-keys.ts';
import type { Db } from '../../../db/client.ts';
import { createIdentityCrypto } from '../identity-crypto.ts';
import { saveIdentity } from '../identity.repository.ts';

/**
 * Test helpers: a member whose identity is verified, written through the module's own repository
 * and sealed with the development keys the test configuration uses (the registry's own path is
 * tested in identity.test.ts; fifty bidders through it would only be slow).
 */

export const testIdentityCrypto = createIdentityCrypto({
  encryption: DEV_ONLY_ENCRYPTION_KEYS,
  hmac: DEV_ONLY_HMAC_KEYS,
});

/** A valid TC kimlik number from nine leading digits (the check digits computed). */
export function withCheckDigits(nine: string): string {
  const d = Array.from(nine, Number);
  const at = (i: number) => d[i] ?? 0;
  const tenth =
    ((((at(0) + at(2) + at(4) + at(6) + at(8)) * 7 - (at(1) + at(3) + at(5) + at(7))) % 10) + 10) %
    10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

let next = 0;
/** A different valid number at each call (outside the local registry's test range). */
export const nextTestIdentityNumber = () => withCheckDigits(String(200_000_000 + ++next));

export async function insertVerifiedIdentity(
  db: Db,
  userId: string,
  values: { firstName: string; lastName: string; identityNumber?: string; verifiedAt?: Date },
): Promise<string> {
  const number = values.identityNumber ?? nextTestIdentityNumber();
  const sealed = testIdentityCrypto.seal(number);
  const hmac = testIdentityCrypto.hmac(number);
  await db.transaction((tx) =>
    saveIdentity(tx, {
      userId,
      kind: number.startsWith('99') ? 'foreign' : 'tc',
      numberSealed: sealed.sealed,
      numberKeyId: sealed.keyId,
      numberHmac: hmac.hmac,
      numberHmacKeyId: hmac.keyId,
      firstName: values.firstName,
      lastName: values.lastName,
      birthYear: 1980,
      province: 'Kütahya',
      district: 'Merkez',
      address: 'Cumhuriyet Mah. İnönü Cad. No: 12',
      companyTitle: null,
      companyTaxNumber: null,
      verifiedAt: values.verifiedAt ?? new Date('2026-01-01T09:00:00Z'),
    }),
  );
  return number;
}
