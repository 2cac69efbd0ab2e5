import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token (decision 040): `<member id>.<HMAC-SHA256>` under a key derived
 * from the app's secret (AUTH_SECRET, or the generated one in DATA_DIR) for this one purpose.
 * Nothing is stored: the link of one member cannot be made, or changed into another member's,
 * without the secret. It does not expire: an old e-mail's link keeps working, and it can only
 * ever turn marketing e-mails off.
 */
export type UnsubscribeTokens = {
  sign(userId: string): string;
  /** The member id the token was made for, or null when it is not one of ours. */
  verify(token: string): string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createUnsubscribeTokens(appSecret: Buffer): UnsubscribeTokens {
  const key = createHmac('sha256', appSecret).update('arsamezat:marketing-unsubscribe:v1').digest();
  const mac = (userId: string) =>
    createHmac('sha256', key).update(`unsubscribe:${userId}`).digest();
  const sign = (userId: string) => {
    const id = Buffer.from(userId.replaceAll('-', ''), 'hex').toString('base64url');
    return `${id}.${mac(userId).toString('base64url')}`;
  };
  return {
    sign,
    verify(token) {
      const [id, signature, extra] = token.split('.');
      if (!id || !signature || extra !== undefined) return null;
      const hex = Buffer.from(id, 'base64url').toString('hex');
      if (hex.length !== 32) return null;
      const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      if (!UUID.test(userId)) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(userId);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // Only the canonical spelling (no trailing bits or padding variants) is accepted.
      return sign(userId) === token ? userId : null;
    },
  };
}
