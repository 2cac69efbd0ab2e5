import type { Db } from '../../db/client.ts';
import type { IdentityCrypto } from './identity-crypto.ts';
import { selectRowsToRotate, updateSealedNumber } from './identity.repository.ts';

const BATCH = 200;

/**
 * Moves every stored identity number to the current keys (decision 064): opened with the key its
 * row names, sealed again and HMAC'd under the first key of IDENTITY_ENCRYPTION_KEYS and
 * IDENTITY_HMAC_KEYS. Run by `npm run identity:rotate-keys` with the new key first and the old
 * ones still listed; once it reports 0 left, the old keys can be removed from the configuration.
 * Safe to run again, and while the app serves (each row is one short transaction).
 */
export async function rotateIdentityKeys(db: Db, crypto: IdentityCrypto) {
  const current = crypto.currentKeyIds();
  let rotated = 0;
  for (;;) {
    const rows = await selectRowsToRotate(db, current, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const number = crypto.open({ sealed: row.numberSealed, keyId: row.numberKeyId });
      const sealed = crypto.seal(number);
      const hmac = crypto.hmac(number);
      await db.transaction((tx) =>
        updateSealedNumber(tx, row.userId, {
          numberSealed: sealed.sealed,
          numberKeyId: sealed.keyId,
          numberHmac: hmac.hmac,
          numberHmacKeyId: hmac.keyId,
        }),
      );
      rotated += 1;
    }
  }
  return { rotated, keys: current };
}
