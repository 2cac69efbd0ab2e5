import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { sameHash } from '../../lib/tokens.ts';

/** The password step is good for this long; then the member starts again. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** A sealed challenge that speaks for nobody (a wrong password past the ceiling). */
const NOBODY = '00000000-0000-0000-0000-000000000000';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FINGERPRINT_CHARS = 32;

/** What a sealed challenge holds: the account, and a fingerprint of the password it was for. */
export type SealedClaim = { userId: string; fingerprint: string; expires: number };

/**
 * The challenges the password step answers with; nothing about them is stored.
 *
 * - Two-step sign-in (decision 021): `userId.expires.HMAC(userId, expires, password hash)`. The
 *   member chose the step; it is only given after the right password.
 * - A phone past its sign-in failure ceiling (decision 052): `expires.sealed`, the account and
 *   a fingerprint of its password hash under AES-256-GCM. A wrong password gets the same, sealed
 *   for nobody: without the key the two cannot be told apart, so the step answers a guess the
 *   same way whether it was right or not. Either kind ends when the password changes.
 */
export function createSignInChallenges(codeKey: Buffer) {
  const derive = (label: string) => createHmac('sha256', codeKey).update(label).digest();
  const sealKey = derive('sign-in-challenge:seal');

  const signature = (userId: string, expires: number, passwordHash: string) =>
    createHmac('sha256', codeKey)
      .update(`two-factor:${userId}:${expires}:${passwordHash}`)
      .digest('hex');

  /** Which password a sealed challenge was given for, without holding anything of it. */
  const fingerprint = (passwordHash: string) =>
    createHmac('sha256', codeKey)
      .update(`sign-in-check:${passwordHash}`)
      .digest('hex')
      .slice(0, FINGERPRINT_CHARS);

  const aad = (expires: number) => Buffer.from(`sign-in-check:${expires}`);

  function seal(claim: { userId: string; fingerprint: string }, expires: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    cipher.setAAD(aad(expires));
    const body = Buffer.concat([
      cipher.update(`${claim.userId}${claim.fingerprint}`, 'utf8'),
      cipher.final(),
    ]);
    return `${expires}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  return {
    kindOf(challenge: string): 'two_factor' | 'throttled' {
      return challenge.split('.').length === 2 ? 'throttled' : 'two_factor';
    },

    /** Expiry in milliseconds since the epoch, or null when the challenge has no readable one. */
    expiresOf(challenge: string): number | null {
      const parts = challenge.split('.');
      const expires = Number(parts[parts.length === 2 ? 0 : 1]);
      return Number.isSafeInteger(expires) ? expires : null;
    },

    twoStep(account: { id: string; passwordHash: string }, expires: number): string {
      return `${account.id}.${expires}.${signature(account.id, expires, account.passwordHash)}`;
    },

    /** The account id a two-step challenge names (not yet checked: see `isTwoStepGenuine`). */
    twoStepUserId(challenge: string): string | null {
      const [userId, , sig] = challenge.split('.');
      return userId && sig && /^[0-9a-f-]{36}$/.test(userId) ? userId : null;
    },

    isTwoStepGenuine(challenge: string, account: { id: string; passwordHash: string }): boolean {
      const [, expiresText, sig = ''] = challenge.split('.');
      return sameHash(sig, signature(account.id, Number(expiresText), account.passwordHash));
    },

    /** For the account whose right password was given, or for nobody (any other answer). */
    sealed(account: { id: string; passwordHash: string } | null, expires: number): string {
      return seal(
        account
          ? { userId: account.id, fingerprint: fingerprint(account.passwordHash) }
          : { userId: NOBODY, fingerprint: '0'.repeat(FINGERPRINT_CHARS) },
        expires,
      );
    },

    /** The claim of a sealed challenge made here; null when it was not (forged, altered). */
    openSealed(challenge: string): SealedClaim | null {
      const [expiresText = '', sealedText = ''] = challenge.split('.');
      const expires = Number(expiresText);
      const raw = Buffer.from(sealedText, 'base64url');
      if (!Number.isSafeInteger(expires) || raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, IV_BYTES));
        decipher.setAAD(aad(expires));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const text = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        return { userId: text.slice(0, 36), fingerprint: text.slice(36), expires };
      } catch {
        return null;
      }
    },

    /** Whether a sealed claim was made for this account's current password. */
    claimMatches(claim: SealedClaim, account: { passwordHash: string }): boolean {
      return sameHash(claim.fingerprint, fingerprint(account.passwordHash));
    },
  };
}
export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
