import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { sales } from '../../db/schema/sales.ts';
import { deposits, offers } from '../../db/schema/trading.ts';
import { openSale } from './sale-opening.ts';
import { keepEndedSalesFees } from './service-fee-kept.ts';

const BATCH = 200;

export type SaleBackfillReport = { salesOpened: number; feesKept: number };

/** A won listing (auction closed with a winner, or sold to an accepted offer) with no sale. */
const wonWithoutSale = and(
  inArray(listings.status, ['ended', 'sold']),
  isNotNull(listings.winnerId),
  gt(listings.finalPrice, 0),
  sql`not exists (select 1 from ${sales} where ${sales.listingId} = ${listings.id})`,
);

/**
 * Opens the sale of one such listing under its row lock, when it still has none. The sale is
 * looked for in a statement after the lock (a fresh snapshot on PostgreSQL), so an instance that
 * waited for the lock sees the sale the other one just opened.
 */
async function backfillListing(tx: Tx, listingId: string, now: Date): Promise<boolean> {
  await tx
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  const [listing] = await tx
    .select({
      id: listings.id,
      listingType: listings.listingType,
      winnerId: listings.winnerId,
      finalPrice: listings.finalPrice,
      firmId: listings.firmId,
      closedAt: listings.closedAt,
      endsAt: listings.endsAt,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), wonWithoutSale));
  if (!listing?.winnerId || !listing.finalPrice) return false;
  const [deposit] = await tx
    .select({ id: deposits.id, amount: deposits.amount })
    .from(deposits)
    .where(
      and(
        eq(deposits.listingId, listing.id),
        eq(deposits.userId, listing.winnerId),
        eq(deposits.status, 'completed'),
      ),
    )
    .orderBy(desc(deposits.createdAt))
    .limit(1);
  const [offer] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.listingId, listing.id),
        eq(offers.userId, listing.winnerId),
        eq(offers.status, 'accepted'),
      ),
    )
    .limit(1);
  await openSale(tx, {
    listingId: listing.id,
    listingType: listing.listingType,
    buyerId: listing.winnerId,
    firmId: listing.firmId,
    origin: offer ? 'offer' : 'auction',
    offerId: offer?.id ?? null,
    deposit: deposit ?? null,
    price: listing.finalPrice,
    // The old close refunded every other deposit: there is nobody to hold.
    runnerUp: null,
    backfilledFrom: listing.closedAt ?? listing.endsAt,
    actorId: null,
    actorRole: 'system',
    now,
  });
  return true;
}

/**
 * Wins from before the sales table (migration 0020) get their sale (issue 29, decision 080): every
 * listing closed with a winner or sold to an accepted offer that has no sale at all gets one,
 * opened at 'Alıcı Onayı' with fresh deadlines from now (the reminders then tell the buyer), its
 * timeline saying it follows an earlier win. Sales that ended before migration 0021 get their
 * fee `kept` (decision 079). A start-up step (`startup/prepare.ts`), after the migrations and
 * under the start-up lock; idempotent — each listing is locked and checked again, and a second
 * run finds nothing — so instances starting together, or again, open no duplicate.
 */
export async function backfillSales(db: Db, now: Date): Promise<SaleBackfillReport> {
  const feesKept = await keepEndedSalesFees(db, now);
  let salesOpened = 0;
  for (;;) {
    const due = await db
      .select({ id: listings.id })
      .from(listings)
      .where(wonWithoutSale)
      .orderBy(listings.closedAt, listings.id)
      .limit(BATCH);
    let opened = 0;
    for (const { id } of due) {
      if (await db.transaction((tx) => backfillListing(tx, id, now))) opened += 1;
    }
    salesOpened += opened;
    if (due.length < BATCH || opened === 0) break;
  }
  return { salesOpened, feesKept };
}
