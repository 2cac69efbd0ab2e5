import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { listings } from '../db/schema/listings.ts';
import { bids, deposits, offers, payments, sandboxPayments } from '../db/schema/trading.ts';
import { demoMoney, type DemoListing } from './demo-listings.ts';

type Planned = { id: string; demo: DemoListing; index: number };
const MINUTE = 60_000;

/**
 * Bids on running and finished auctions (each with the bidder's completed deposit and its card
 * payment), winners of finished auctions, and a few offers on negotiated listings.
 */
export async function insertDemoTrading(
  tx: Tx,
  now: Date,
  bidderIds: string[],
  plan: Planned[],
): Promise<{ bids: number; offers: number }> {
  if (bidderIds.length < 3) return { bids: 0, offers: 0 };
  let bidTotal = 0;
  const paid = new Set<string>();

  const payDeposit = async (
    listingId: string,
    userId: string,
    amount: number,
    at: Date,
    status: 'completed' | 'refund_due' = 'completed',
  ) => {
    const key = `${listingId}:${userId}`;
    if (paid.has(key)) return;
    paid.add(key);
    const orderId = `a${listingId.slice(0, 8)}u${userId.slice(0, 8)}t${at.getTime()}`;
    const [deposit] = await tx
      .insert(deposits)
      .values({
        listingId,
        userId,
        amount,
        status,
        paymentId: orderId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: deposits.id });
    // The sandbox bank's own record of the charge, so that its refund finds the money.
    const [charge] = await tx
      .insert(sandboxPayments)
      .values({
        orderId,
        amount,
        merchant: 'ArsaMezat',
        cardLastFour: '0008',
        declines: false,
        callbackUrl: '/api/payments/callback',
        status: 'captured',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: sandboxPayments.id });
    await tx.insert(payments).values({
      userId,
      listingId,
      depositId: deposit?.id ?? null,
      orderId,
      provider: 'sandbox',
      amount,
      netAmount: amount,
      status: 'completed',
      authCode: String(100000 + (at.getTime() % 900000)),
      providerPaymentId: charge?.id ?? null,
      completedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  };

  for (const { id, demo, index } of plan) {
    if (demo.kind !== 'auction' || demo.phase === 'upcoming') continue;
    const count =
      demo.phase === 'ended' ? (index % 4 === 0 ? 0 : 2 + (index % 3)) : 1 + (index % 5);
    if (count === 0) continue;
    const money = demoMoney(demo);
    const step = money.minIncrement ?? 100_000;
    const start = now.getTime() + demo.window[0] * MINUTE;
    const last = Math.min(now.getTime() - MINUTE, now.getTime() + demo.window[1] * MINUTE - MINUTE);
    let amount = money.startingPrice;
    let bidder = index % bidderIds.length;
    const rows: { bidderId: string; amount: number; createdAt: Date }[] = [];
    for (let n = 0; n < count; n++) {
      if (n > 0) amount += step * (1 + ((index + n) % 3));
      bidder = (bidder + 1 + (n % 2)) % bidderIds.length;
      const createdAt = new Date(start + ((last - start) * (n + 1)) / (count + 1));
      rows.push({ bidderId: bidderIds[bidder] ?? '', amount, createdAt });
    }
    const top = rows[rows.length - 1];
    if (!top) continue;
    for (const row of rows) {
      const lost = demo.phase === 'ended' && row.bidderId !== top.bidderId;
      await payDeposit(
        id,
        row.bidderId,
        money.depositAmount,
        new Date(row.createdAt.getTime() - 30 * MINUTE),
        lost ? 'refund_due' : 'completed',
      );
    }
    await tx.insert(bids).values(rows.map((row) => ({ listingId: id, ...row })));
    bidTotal += rows.length;
    const ended = demo.phase === 'ended';
    await tx
      .update(listings)
      .set({
        highestBid: top.amount,
        highestBidderId: top.bidderId,
        bidCount: rows.length,
        ...(ended
          ? {
              winnerId: top.bidderId,
              finalPrice: top.amount,
              closedAt: new Date(now.getTime() + demo.window[1] * MINUTE),
            }
          : {}),
      })
      .where(eq(listings.id, id));
  }

  // Offers: pending ones, one rejected earlier, and one accepted (that listing is sold).
  const offerListings = plan.filter((p) => p.demo.kind === 'offer');
  let offerTotal = 0;
  for (const [n, { id, demo }] of offerListings.slice(0, 4).entries()) {
    const money = demoMoney(demo);
    const userId = bidderIds[n % bidderIds.length] ?? '';
    const at = new Date(now.getTime() - (3 + n) * 60 * MINUTE);
    await payDeposit(id, userId, money.depositAmount, new Date(at.getTime() - 20 * MINUTE));
    const amount = money.startingPrice - (money.offerIncrement ?? 100_000) * (2 + n);
    const status = n === 1 ? 'rejected' : n === 3 ? 'accepted' : 'pending';
    await tx
      .insert(offers)
      .values({ listingId: id, userId, amount, status, createdAt: at, updatedAt: at });
    offerTotal++;
    if (status === 'accepted') {
      await tx
        .update(listings)
        .set({ status: 'sold', winnerId: userId, finalPrice: amount, closedAt: at })
        .where(eq(listings.id, id));
    }
  }
  return { bids: bidTotal, offers: offerTotal };
}
