import type { SignInThrottleStatus } from '@arsamezat/shared/admin/admin-users';
import type { Tx } from '../../db/client.ts';
import { secondsUntil, type RateLimits } from '../limits/index.ts';
import { authErrors } from './auth-errors.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Sign-in throttling after NIST SP 800-63B §5.2.2 and OWASP's authentication cheat sheet: only
 * failures count; a phone from one address gets growing waits, not a lock; an address gets a
 * ceiling over all phones; a phone gets NIST's 100 failures a day over all addresses, past which
 * the password alone no longer signs in: an SMS code to the phone is needed too (decision 052),
 * so that nobody else can lock the owner out.
 */
export const SIGN_IN_LIMITS = {
  /** Failures of one phone from one address that need no wait. */
  freeFailures: 5,
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  firstWaitMs: 30_000,
  maxWaitMs: 15 * MINUTE,
  /** A phone+address's failures are forgotten this long after the last one (or on success). */
  phoneAddressMemoryMs: DAY,
  perAddress: { max: 50, windowMs: 15 * MINUTE },
  /** Past this many failures in the window, a sign-in needs a code to the phone as well. */
  perPhone: { max: 100, windowMs: DAY },
} as const;

const L = SIGN_IN_LIMITS;

/** How long after the last failure the next attempt is considered (0: at once). */
export function waitAfterFailures(failures: number): number {
  if (failures < L.freeFailures) return 0;
  return Math.min(L.maxWaitMs, L.firstWaitMs * 2 ** (failures - L.freeFailures));
}

const keys = (phone: string, ip: string) => ({
  phoneAddress: `sign-in:phone-address:${phone}:${ip}`,
  address: `sign-in:address:${ip}`,
  phone: `sign-in:phone:${phone}`,
});
/** The counters that belong to a phone (its own and each phone+address one): forgotten together. */
const phoneSubject = (phone: string) => `sign-in:${phone}`;

/** How the password step goes on: the password alone, or the password and a code to the phone. */
export type SignInGate = 'password' | 'password-and-code';

/**
 * Checked before the password is hashed; told of each failure and success afterwards. Counters
 * are shared by all instances. Attempts already in flight are checked together, so a burst can
 * pass a wait once; the per-address HTTP limit (counted atomically) bounds such bursts.
 */
export function createSignInThrottle(deps: { limits: RateLimits; clock: () => Date }) {
  const { limits, clock } = deps;

  return {
    /**
     * Throws 429 with the seconds to wait when this attempt may not be considered yet (this
     * address's waits and ceiling); past the phone's ceiling, answers that a code is needed.
     */
    async check(phone: string, ip: string): Promise<SignInGate> {
      const k = keys(phone, ip);
      const [pair, address, whole] = await limits.read([k.phoneAddress, k.address, k.phone]);
      const now = clock().getTime();
      const waits: number[] = [];
      const wait = waitAfterFailures(pair?.hits ?? 0);
      if (pair?.lastHitAt && wait > 0 && pair.lastHitAt.getTime() + wait > now) {
        waits.push(pair.lastHitAt.getTime() + wait);
      }
      if (address && address.hits >= L.perAddress.max) waits.push(address.windowEndsAt.getTime());
      if (waits.length > 0) throw authErrors.tooManyAttempts(secondsUntil(Math.max(...waits), now));
      return whole && whole.hits >= L.perPhone.max ? 'password-and-code' : 'password';
    },

    async failed(phone: string, ip: string): Promise<void> {
      const k = keys(phone, ip);
      const subject = phoneSubject(phone);
      await Promise.all([
        limits.count(k.phoneAddress, L.phoneAddressMemoryMs, { slide: true, subject }),
        limits.count(k.address, L.perAddress.windowMs),
        limits.count(k.phone, L.perPhone.windowMs, { subject }),
      ]);
    },

    /** The right password (and code, when one was needed): this phone+address starts again. */
    succeeded(phone: string, ip: string): Promise<void> {
      return limits.forget(keys(phone, ip).phoneAddress);
    },

    /** The phone's failures in its day and, past the ceiling, until when a code is needed. */
    async status(phone: string, tx?: Tx): Promise<SignInThrottleStatus> {
      const [whole] = await limits.read([keys(phone, '').phone], tx);
      const failures = whole?.hits ?? 0;
      return {
        failures,
        limit: L.perPhone.max,
        lastFailureAt: whole?.lastHitAt?.toISOString() ?? null,
        codeRequiredUntil:
          whole && failures >= L.perPhone.max ? whole.windowEndsAt.toISOString() : null,
      };
    },

    /**
     * Forgets every failure counted for the phone, from any address (a completed password reset,
     * an administrator); in `tx` when given. Answers how many counters had its subject.
     */
    async clear(phone: string, tx?: Tx): Promise<number> {
      // The phone's own counter by its key as well, in case it was counted before subjects were.
      await limits.forget(keys(phone, '').phone, tx);
      return limits.forgetSubject(phoneSubject(phone), tx);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
