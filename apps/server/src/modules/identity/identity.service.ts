import { formatErrorMessage } from '@arsamezat/shared/core/errors';
import {
  isForeignIdentityNumber,
  maskIdentityNumber,
} from '@arsamezat/shared/member/identity-number';
import type { VerifiedIdentity, VerifyIdentityInput } from '@arsamezat/shared/member/identity';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { AppError } from '../../lib/errors.ts';
import {
  IdentityRegistryError,
  type IdentityQuery,
  type IdentityRegistry,
} from '../../providers/identity/identity-registry.ts';
import type { RateLimits } from '../limits/index.ts';
import type { IdentityCrypto } from './identity-crypto.ts';
import {
  findOtherHolder,
  insertAttempt,
  saveIdentity,
  selectIdentity,
  type IdentityRow,
} from './identity.repository.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Checks a member, an identity number and everyone together may ask for (decision 064). */
export const IDENTITY_LIMITS = {
  perMemberPerDay: 5,
  perNumberPerDay: 5,
} as const;

type Deps = {
  db: Db;
  clock: () => Date;
  registry: IdentityRegistry;
  limits: RateLimits;
  crypto: IdentityCrypto;
  log: FastifyBaseLogger;
  /** The ceiling of checks across all members per hour (IDENTITY_CHECKS_PER_HOUR). */
  checksPerHour: number;
};

/** What the payment and invoice code needs: the only way the full number leaves this module. */
export type PayerIdentity = {
  identityNumber: string;
  firstName: string;
  lastName: string;
  province: string;
  district: string;
  address: string;
  companyTitle: string | null;
  companyTaxNumber: string | null;
};

export function toVerifiedIdentity(row: IdentityRow, crypto: IdentityCrypto): VerifiedIdentity {
  return {
    kind: row.kind === 'foreign' ? 'foreign' : 'tc',
    maskedNumber: maskIdentityNumber(
      crypto.open({ sealed: row.numberSealed, keyId: row.numberKeyId }),
    ),
    firstName: row.firstName,
    lastName: row.lastName,
    birthYear: row.birthYear,
    province: row.province,
    district: row.district,
    address: row.address,
    companyTitle: row.companyTitle,
    companyTaxNumber: row.companyTaxNumber,
    verifiedAt: row.verifiedAt.toISOString(),
  };
}

const tooManyAttempts = (retryAfter: number) =>
  new AppError(
    'IDENTITY_ATTEMPTS',
    formatErrorMessage('IDENTITY_ATTEMPTS', { hours: Math.max(1, Math.ceil(retryAfter / 3600)) }),
    { retryAfter },
  );

/**
 * 'Kimlik Doğrulama' (issue 27): a member's identity checked with the population registry and
 * kept sealed. A mismatch, an unreachable registry or a number verified on another account
 * leave only the attempt. The registry is asked before another account is looked for, so the
 * product answers 'already verified elsewhere' only to someone who knows the person's name and
 * birth year too.
 */
export function createIdentityService(deps: Deps) {
  const { db, clock, registry, limits, crypto, log, checksPerHour } = deps;

  async function getMyIdentity(userId: string): Promise<VerifiedIdentity | null> {
    const row = await selectIdentity(db, userId);
    return row ? toVerifiedIdentity(row, crypto) : null;
  }

  async function checkLimits(userId: string, numberHmac: string) {
    const checks = [
      limits.hit(`identity:member:${userId}`, {
        max: IDENTITY_LIMITS.perMemberPerDay,
        windowMs: DAY,
      }),
      limits.hit(`identity:number:${numberHmac}`, {
        max: IDENTITY_LIMITS.perNumberPerDay,
        windowMs: DAY,
      }),
      limits.hit('identity:all', { max: checksPerHour, windowMs: HOUR }),
    ];
    for (const verdict of await Promise.all(checks)) {
      if (verdict.limited) throw tooManyAttempts(verdict.retryAfter);
    }
  }

  async function askRegistry(userId: string, query: IdentityQuery): Promise<boolean> {
    try {
      return await registry.verify(query);
    } catch (error) {
      await insertAttempt(db, { userId, outcome: 'unavailable', at: clock() });
      // The reason only: never the number, never the name.
      const reason = error instanceof IdentityRegistryError ? error.reason : 'unknown';
      log.warn({ registry: registry.name, reason }, 'identity registry gave no answer');
      throw new AppError('IDENTITY_REGISTRY_UNAVAILABLE');
    }
  }

  async function verify(userId: string, input: VerifyIdentityInput): Promise<VerifiedIdentity> {
    const number = input.identityNumber;
    const own = await selectIdentity(db, userId);
    if (own) {
      const ownNumber = crypto.open({ sealed: own.numberSealed, keyId: own.numberKeyId });
      if (ownNumber !== number) throw new AppError('IDENTITY_OTHER_NUMBER');
    }
    await checkLimits(userId, crypto.hmac(number).hmac);
    const foreign = isForeignIdentityNumber(number);
    const names = { identityNumber: number, firstName: input.firstName, lastName: input.lastName };
    const query: IdentityQuery = foreign
      ? {
          kind: 'foreign',
          ...names,
          birthDay: input.birthDay ?? 0,
          birthMonth: input.birthMonth ?? 0,
          birthYear: input.birthYear,
        }
      : { kind: 'tc', ...names, birthYear: input.birthYear };
    const matched = await askRegistry(userId, query);
    if (!matched) {
      await insertAttempt(db, { userId, outcome: 'mismatch', at: clock() });
      throw new AppError('IDENTITY_MISMATCH');
    }

    const now = clock();
    const sealed = crypto.seal(number);
    const hmac = crypto.hmac(number);
    const row: IdentityRow = {
      userId,
      kind: foreign ? 'foreign' : 'tc',
      numberSealed: sealed.sealed,
      numberKeyId: sealed.keyId,
      numberHmac: hmac.hmac,
      numberHmacKeyId: hmac.keyId,
      firstName: input.firstName,
      lastName: input.lastName,
      birthYear: input.birthYear,
      province: input.province,
      district: input.district,
      address: input.address,
      companyTitle: input.companyTitle ?? null,
      companyTaxNumber: input.companyTaxNumber ?? null,
      verifiedAt: now,
    };
    let holder: string | null;
    try {
      holder = await db.transaction(async (tx) => {
        const other = await findOtherHolder(tx, crypto.hmacsUnderEveryKey(number), userId);
        if (other) return other;
        await saveIdentity(tx, row);
        await insertAttempt(tx, { userId, outcome: 'verified', at: now });
        return null;
      });
    } catch (error) {
      // Two accounts verifying one person at once: the unique HMAC lets one through.
      if (!isUniqueViolation(error)) throw error;
      holder = await findOtherHolder(db, crypto.hmacsUnderEveryKey(number), userId);
    }
    if (holder) {
      await insertAttempt(db, { userId, outcome: 'taken', otherUserId: holder, at: now });
      throw new AppError('IDENTITY_TAKEN');
    }
    return toVerifiedIdentity(row, crypto);
  }

  /**
   * The verified identity of the payer, number in full, for the payment provider and invoices;
   * null when the member has not verified. Read inside the caller's transaction.
   */
  async function payerIdentity(tx: Tx | Db, userId: string): Promise<PayerIdentity | null> {
    const row = await selectIdentity(tx, userId);
    if (!row) return null;
    return {
      identityNumber: crypto.open({ sealed: row.numberSealed, keyId: row.numberKeyId }),
      firstName: row.firstName,
      lastName: row.lastName,
      province: row.province,
      district: row.district,
      address: row.address,
      companyTitle: row.companyTitle,
      companyTaxNumber: row.companyTaxNumber,
    };
  }

  /** The verified names, when there are any (the profile keeps ad/soyad equal to them). */
  async function verifiedName(userId: string) {
    const row = await selectIdentity(db, userId);
    return row ? { firstName: row.firstName, lastName: row.lastName } : null;
  }

  return { getMyIdentity, verify, payerIdentity, verifiedName };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
