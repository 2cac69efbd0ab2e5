import { insertListing } from '../../../../test/fixtures/listings.ts';
import type { Db } from '../../../db/client.ts';
import { insertDeposit } from '../../bids/testing/trading-fixtures.ts';
import { openSale } from '../sale-opening.ts';

/*
 * A sale as the close makes it, for the sale's own tests and the authorisation matrix: an ended
 * auction of the firm (or of no firm) won by the buyer, their deposit kept as the service fee,
 * and a runner-up whose deposit is held — opened by the real `openSale`.
 */

export type SaleWorldInput = {
  now: Date;
  buyerId: string;
  firmId: string | null;
  runnerUpId?: string | null;
  price?: number;
  title?: string;
};

export type SaleWorld = {
  saleId: string;
  listingId: string;
  depositId: string;
  runnerUpDepositId: string | null;
};

export async function openTestSale(db: Db, input: SaleWorldInput): Promise<SaleWorld> {
  const price = input.price ?? 250_000_00;
  const listingId = await insertListing(db, {
    title: input.title ?? 'Satıştaki Arsa',
    firmId: input.firmId,
    publication: 'published',
    status: 'ended',
    startsAt: new Date(input.now.getTime() - 10 * 24 * 3600_000),
    endsAt: new Date(input.now.getTime() - 60_000),
    winnerId: input.buyerId,
    finalPrice: price,
    highestBid: price,
  });
  const depositId = await insertDeposit(db, {
    listingId,
    userId: input.buyerId,
    amount: 10_000_00,
  });
  const runnerUpDepositId = input.runnerUpId
    ? await insertDeposit(db, { listingId, userId: input.runnerUpId, amount: 10_000_00 })
    : null;
  const sale = await db.transaction((tx) =>
    openSale(tx, {
      listingId,
      listingType: 'auction',
      buyerId: input.buyerId,
      firmId: input.firmId,
      origin: 'auction',
      deposit: { id: depositId, amount: 10_000_00 },
      price,
      runnerUp:
        input.runnerUpId && runnerUpDepositId
          ? { userId: input.runnerUpId, amount: price - 5_000_00, depositId: runnerUpDepositId }
          : null,
      actorId: null,
      actorRole: 'system',
      now: input.now,
    }),
  );
  return { saleId: sale.id, listingId, depositId, runnerUpDepositId };
}
