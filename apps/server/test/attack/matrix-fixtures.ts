import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import type { PaymentResult } from '@arsamezat/shared/trading/payments';
import { send, type Trader } from '../../src/modules/bids/testing/trading-fixtures.ts';
import {
  openAuction,
  payDeposit,
  PAYMENT_TEST_NOW,
} from '../../src/modules/payments/testing/sandbox-journey.ts';
import { insertFirm } from '../../src/modules/firms/testing/firm-fixtures.ts';
import { openTestSale } from '../../src/modules/sales/testing/sale-world.ts';
import { insertListing } from '../fixtures/listings.ts';
import type { TestApp } from '../helpers/app.ts';
import { signedIn, type Actor } from './actors.ts';
import type { OwnedObject } from './route-access.ts';

/**
 * Member A's things, made the way a member makes them: a deposit paid through the sandbox bank on
 * an auction and on an offer listing, a bid and an offer. The matrix asks for them as A, as
 * member B, as an admin and as a guest.
 */
export type OwnerWorld = {
  now: Date;
  a: Actor;
  b: Actor;
  admin: Actor;
  /** The owners of two approved seller firms, A and B (issue 28). */
  firmA: Actor;
  firmB: Actor;
  firmAId: string;
  /** Firm A's draft listing: the object the firm routes' `:id` names. */
  firmListingId: string;
  /** A sale on firm A's listing bought by member A (issue 29): the object `/api/sales/:id` names. */
  saleId: string;
  auctionId: string;
  offerListingId: string;
  offerId: string;
  bidId: string;
  depositId: string;
  paymentUid: string;
  orderId: string;
  /** Every id of A's that nobody else may be shown. */
  secrets: string[];
  /** The request that reads one of A's things, and the id A's own answer must carry. */
  objects: Record<OwnedObject, { url: string; ownMarker: string | null }>;
};

const trader = (actor: Actor): Trader => ({ id: actor.userId ?? '', cookie: actor.cookie ?? '' });

async function created<T>(promise: ReturnType<typeof send>, what: string): Promise<T> {
  const res = await promise;
  if (res.statusCode >= 300) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

export async function buildOwnerWorld(t: TestApp): Promise<OwnerWorld> {
  const now = PAYMENT_TEST_NOW;
  const a = await signedIn(t, 'member', { firstName: 'Ahmet', lastName: 'Sahip' }, now);
  const b = await signedIn(t, 'member', { firstName: 'Berk', lastName: 'Başka' }, now);
  const admin = await signedIn(t, 'admin', { firstName: 'Ayla', lastName: 'Yönetici' }, now);
  const firmA = await signedIn(t, 'member', { firstName: 'Fikret', lastName: 'Firmalı' }, now);
  const firmB = await signedIn(t, 'member', { firstName: 'Feride', lastName: 'Rakip' }, now);
  const firmAId = await insertFirm(t.database.db, {
    ownerId: firmA.userId ?? '',
    title: 'Anadolu Arsa A.Ş.',
    now,
  });
  await insertFirm(t.database.db, {
    ownerId: firmB.userId ?? '',
    title: 'Başka Emlak Ltd. Şti.',
    now,
  });
  const firmListingId = await insertListing(t.database.db, {
    title: 'Firma A Taslak Arsası',
    firmId: firmAId,
    publication: 'draft',
  });
  const { saleId } = await openTestSale(t.database.db, {
    now,
    buyerId: a.userId ?? '',
    firmId: firmAId,
    title: 'Firma A Satıştaki Arsa',
  });
  const auctionId = await openAuction(t);
  const offerListingId = await openAuction(t, {
    listingType: 'offer',
    minIncrement: null,
    offerIncrement: 5_000_00,
  });
  const { started } = await payDeposit(t, trader(a), auctionId);
  await payDeposit(t, trader(a), offerListingId);

  const bid = await created<{ bid: { id: string } }>(
    send(t, 'POST', `/api/listings/${auctionId}/bids`, {
      trader: trader(a),
      payload: { amount: 100_000_00 },
    }),
    'the bid',
  );
  const offer = await created<{ offer: { id: string } }>(
    send(t, 'POST', `/api/listings/${offerListingId}/offers`, {
      trader: trader(a),
      payload: { amount: 100_000_00 },
    }),
    'the offer',
  );
  const deposit = await created<MyDeposit>(
    send(t, 'GET', `/api/listings/${auctionId}/deposit`, { trader: trader(a) }),
    'the deposit',
  );
  const payment = await created<PaymentResult>(
    send(t, 'GET', `/api/payments/result?orderId=${started.orderId}`, { trader: trader(a) }),
    'the payment result',
  );
  const depositId = deposit.deposit?.id;
  if (!depositId) throw new Error('A has no deposit');
  const paymentUid = payment.payment.uid;

  return {
    now,
    a,
    b,
    admin,
    firmA,
    firmB,
    firmAId,
    firmListingId,
    saleId,
    auctionId,
    offerListingId,
    offerId: offer.offer.id,
    bidId: bid.bid.id,
    depositId,
    paymentUid,
    orderId: started.orderId,
    secrets: [
      a.userId ?? '',
      firmListingId,
      saleId,
      depositId,
      paymentUid,
      started.orderId,
      bid.bid.id,
      offer.offer.id,
    ],
    objects: {
      deposit: { url: `/api/listings/${auctionId}/deposit`, ownMarker: depositId },
      payment: { url: `/api/payments/result?uid=${paymentUid}`, ownMarker: paymentUid },
      offers: { url: `/api/listings/${offerListingId}/offers/mine`, ownMarker: offer.offer.id },
      bids: { url: `/api/listings/${auctionId}/bids/mine`, ownMarker: bid.bid.id },
      // The sandbox bank keeps no page of ours: only the refusals are checked for this one.
      'three-ds-page': { url: `/api/payments/${paymentUid}/3ds?k=x`, ownMarker: null },
    },
  };
}
