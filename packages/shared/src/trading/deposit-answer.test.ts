import { describe, expect, it } from 'vitest';
import { DepositAnswerError, readMyDepositAnswer } from './deposit-answer.ts';
import { MyDepositSchema } from './deposits.ts';

const deposit = {
  id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  status: 'completed',
  amount: 5_000_00,
  updatedAt: '2026-11-27T05:12:44.123Z',
};
const none = { depositAmount: 5_000_00, deposit: null, hasCompleted: false, hasPending: false };
const paid = { ...none, deposit, hasCompleted: true };
const strikes = { count: 2, blocked: true, until: '2027-02-01T00:00:00Z' };

/** Answers the contract takes, and answers it refuses, each read both ways. */
const ANSWERS: [string, unknown][] = [
  ['no deposit yet', none],
  ['a completed deposit', paid],
  ['a pending one', { ...none, deposit: { ...deposit, status: 'pending' }, hasPending: true }],
  ['every status', { ...paid, deposit: { ...deposit, status: 'kept' } }],
  ['the listing of the member’s own firm', { ...none, ownFirmListing: true }],
  ['ownFirmListing false', { ...none, ownFirmListing: false }],
  ['strikes at the limit', { ...none, strikes }],
  ['strikes under it', { ...none, strikes: { count: 1, blocked: false, until: null } }],
  ['extra fields (dropped)', { ...paid, cardNumber: '4111', deposit: { ...deposit, x: 1 } }],
  ['extra strike fields (dropped)', { ...none, strikes: { ...strikes, reason: 'x' } }],
  ['a free listing', { ...none, depositAmount: 0 }],
  ['a negative amount', { ...none, depositAmount: -1 }],
  ['a fractional amount', { ...none, depositAmount: 10.5 }],
  ['an amount as a string', { ...none, depositAmount: '500000' }],
  ['an unsafe amount', { ...none, depositAmount: 2 ** 53 }],
  ['no deposit field', { depositAmount: 1, hasCompleted: false, hasPending: false }],
  ['deposit undefined', { ...none, deposit: undefined }],
  ['an unknown status', { ...paid, deposit: { ...deposit, status: 'held' } }],
  ['an id that is no guid', { ...paid, deposit: { ...deposit, id: 'abc' } }],
  ['an upper-case guid', { ...paid, deposit: { ...deposit, id: deposit.id.toUpperCase() } }],
  [
    'a time with an offset',
    { ...paid, deposit: { ...deposit, updatedAt: '2026-11-27T08:00:00+03:00' } },
  ],
  ['30 February', { ...paid, deposit: { ...deposit, updatedAt: '2026-02-30T00:00:00Z' } }],
  ['a deposit as an array', { ...paid, deposit: [deposit] }],
  ['hasCompleted as a string', { ...none, hasCompleted: 'false' }],
  ['hasPending missing', { depositAmount: 1, deposit: null, hasCompleted: false }],
  ['ownFirmListing as 1', { ...none, ownFirmListing: 1 }],
  ['ownFirmListing null', { ...none, ownFirmListing: null }],
  ['strikes null', { ...none, strikes: null }],
  ['a negative strike count', { ...none, strikes: { ...strikes, count: -1 } }],
  ['a strike count of 1.5', { ...none, strikes: { ...strikes, count: 1.5 } }],
  ['an unsafe strike count', { ...none, strikes: { ...strikes, count: 2 ** 53 } }],
  ['a year before 100', { ...paid, deposit: { ...deposit, updatedAt: '0050-01-01T00:00:00Z' } }],
  ['blocked missing', { ...none, strikes: { count: 0, until: null } }],
  ['until as a date alone', { ...none, strikes: { ...strikes, until: '2027-02-01' } }],
  ['null', null],
  ['a string', 'deposit'],
  ['an array', [none]],
];

describe('readMyDepositAnswer', () => {
  it.each(ANSWERS)('answers as the contract does: %s', (_name, answer) => {
    const contract = MyDepositSchema.safeParse(answer);
    if (contract.success) {
      expect(readMyDepositAnswer(answer)).toEqual(contract.data);
    } else {
      expect(() => readMyDepositAnswer(answer)).toThrow(DepositAnswerError);
    }
  });

  it('gives back only the contract’s fields', () => {
    const read = readMyDepositAnswer({ ...paid, secret: 'x' });
    expect(Object.keys(read)).toEqual(['depositAmount', 'deposit', 'hasCompleted', 'hasPending']);
  });
});
