import { createDecipheriv, hkdfSync, type ECDH } from 'node:crypto';

const info = (text: string, extra: Buffer = Buffer.alloc(0)) =>
  Buffer.concat([Buffer.from(`${text}\0`, 'latin1'), extra]);

/**
 * Decrypts a Web Push message (RFC 8291 over RFC 8188's aes128gcm) with the receiving browser's
 * ECDH key pair and authentication secret, as a push service's client would: the header (salt,
 * record size, the sender's public key), the shared secret, the two HKDF steps, then one record
 * whose padding ends with the last-record delimiter 0x02. Written from the RFCs on node:crypto,
 * not with the sending library, so a test checks the sender against the standard.
 */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  if (body.length < 21) throw new Error('body too short');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 4) throw new Error('keyid is not a P-256 public key');
  if (ciphertext.length > recordSize || ciphertext.length < 17) {
    throw new Error('one record expected');
  }
  const ecdhSecret = receiver.computeSecret(senderKey);
  const keyInfo = info('WebPush: info', Buffer.concat([receiver.getPublicKey(), senderKey]));
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last record delimiter missing');
  return padded.subarray(0, end);
}
