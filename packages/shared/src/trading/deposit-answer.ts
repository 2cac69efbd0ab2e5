import { isGuid, isIsoUtc, isKurus, isRecord } from '../core/answer-reading.ts';
import type { StrikeStatus } from '../sales/strikes.ts';
import { DEPOSIT_STATUSES } from './deposit-statuses.ts';
import type { DepositStatus, MyDeposit } from './deposits.ts';

/*
 * GET /api/listings/:id/deposit read without zod (decision 094): the trade panel's first answer,
 * which decides its first button ('Teminatı Yatır' or the forms). Read with the contract's
 * schema, the panel waited for zod and the trading contracts to load and build — a quarter of a
 * second of a slow phone's main thread — before it could draw anything. This accepts and gives
 * back what `MyDepositSchema` (deposits.ts) does; a test holds the two to the same answers.
 */

/** The deposit answer was not the contract's shape. */
export class DepositAnswerError extends Error {
  override name = 'DepositAnswerError';
}

const fail = (what: string): never => {
  throw new DepositAnswerError(`deposit answer: ${what}`);
};

function readDeposit(value: unknown): MyDeposit['deposit'] {
  if (value === null) return null;
  if (!isRecord(value)) return fail('deposit');
  const { id, status, amount, updatedAt } = value;
  if (!isGuid(id)) return fail('deposit id');
  if (!DEPOSIT_STATUSES.includes(status as DepositStatus)) return fail('deposit status');
  if (!isKurus(amount)) return fail('deposit amount');
  if (!isIsoUtc(updatedAt)) return fail('deposit updatedAt');
  return { id, status: status as DepositStatus, amount, updatedAt };
}

function readStrikes(value: unknown): StrikeStatus {
  if (!isRecord(value)) return fail('strikes');
  const { count, blocked, until } = value;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
    return fail('strikes count');
  if (typeof blocked !== 'boolean') return fail('strikes blocked');
  if (until !== null && !isIsoUtc(until)) return fail('strikes until');
  return { count, blocked, until };
}

/** The member's deposit on a listing, as `MyDepositSchema` reads it; throws on any other shape. */
export function readMyDepositAnswer(data: unknown): MyDeposit {
  if (!isRecord(data)) return fail('not an object');
  const { depositAmount, hasCompleted, hasPending, ownFirmListing, strikes } = data;
  if (!isKurus(depositAmount)) return fail('depositAmount');
  if (!('deposit' in data)) return fail('deposit');
  const deposit = readDeposit(data.deposit);
  if (typeof hasCompleted !== 'boolean') return fail('hasCompleted');
  if (typeof hasPending !== 'boolean') return fail('hasPending');
  if (ownFirmListing !== undefined && typeof ownFirmListing !== 'boolean')
    return fail('ownFirmListing');
  // Only the contract's fields, in its order, as zod's object parse gives them back.
  return {
    depositAmount,
    deposit,
    hasCompleted,
    hasPending,
    ...(ownFirmListing === undefined ? {} : { ownFirmListing }),
    ...(strikes === undefined ? {} : { strikes: readStrikes(strikes) }),
  };
}
