import { RELIST_MAX_DAYS } from '@arsamezat/shared/sales/sale-default';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { offers } from '../../db/schema/trading.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { releaseRunnerUpHold } from './runner-up-release.ts';
import { requireViewer, type SaleAsker } from './sale-access.ts';
import { lockSaleFor } from './sale-default.ts';
import { appendSaleEvent, findLiveSaleOfListing, type SaleRow } from './sales.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The listing back on the market after a defaulted or cancelled sale (issue 29, decision 074):
 * a Pazarlık (offer) listing becomes active again with the operator's new end, without a winner
 * or final price, and takes new offers (its old offers were all decided at the acceptance; their
 * senders pay a new deposit). A closed auction is not reopened — its bids, maximums and
 * reminders belong to the ended auction — the operator creates a new auction listing
 * (409 SALE_RELIST_AUCTION). A defaulted buyer's fee stays on the listing as a `kept` deposit
 * (decision 079), which no path that ends, sells or cancels the reopened listing refunds; the
 * ended sale's accepted offer becomes `lapsed`, so a new offer can be accepted.
 * Refused while the runner-up may still answer; a runner-up still held is released, their
 * deposit refunded.
 */
export async function relistSaleListing(
  tx: Tx,
  asker: SaleAsker,
  saleId: string,
  endsAtIso: string,
  now: Date,
): Promise<SaleRow> {
  const { sale, party } = await lockSaleFor(tx, saleId, asker);
  requireViewer(party, ['operator']);
  if (sale.step !== 'defaulted' && sale.step !== 'cancelled') {
    throw new AppError('SALE_STEP_MISMATCH');
  }
  if (sale.runnerUpStatus === 'offered') throw new AppError('SALE_RELIST_RUNNER_UP_PENDING');
  const [listing] = await tx
    .select({ id: listings.id, listingType: listings.listingType, status: listings.status })
    .from(listings)
    .where(eq(listings.id, sale.listingId))
    .for('update');
  if (!listing) throw new AppError('SALE_NOT_FOUND');
  if (listing.listingType !== 'offer') throw new AppError('SALE_RELIST_AUCTION');
  if (listing.status !== 'sold' || (await findLiveSaleOfListing(tx, sale.listingId))) {
    throw new AppError('SALE_RELIST_UNAVAILABLE');
  }
  const endsAt = new Date(endsAtIso);
  if (!(endsAt > now) || endsAt.getTime() > now.getTime() + RELIST_MAX_DAYS * DAY_MS) {
    throw new AppError(
      'VALIDATION',
      `Yeni bitiş tarihi ileri bir tarih olmalı ve en fazla ${RELIST_MAX_DAYS} gün sonrası olabilir.`,
    );
  }
  if (sale.runnerUpStatus === 'held') await releaseRunnerUpHold(tx, sale, now, 'relisted');
  // The ended sale's accepted offer lapses, so that a new offer can be accepted (decision 079).
  const lapsed = await tx
    .update(offers)
    .set({ status: 'lapsed', updatedAt: now })
    .where(and(eq(offers.listingId, listing.id), eq(offers.status, 'accepted')))
    .returning({ id: offers.id });
  await tx
    .update(listings)
    .set({
      status: 'active',
      endsAt,
      winnerId: null,
      finalPrice: null,
      closedAt: null,
      updatedAt: now,
    })
    .where(eq(listings.id, listing.id));
  await appendSaleEvent(tx, {
    saleId: sale.id,
    kind: 'relisted',
    actorId: asker.userId,
    actorRole: 'operator',
    detail: { endsAt: endsAt.toISOString() },
    now,
  });
  await recordAudit(tx, {
    actorId: asker.userId,
    action: 'sale.relisted',
    entityType: 'sale',
    entityId: sale.id,
    before: { listingId: listing.id, listingStatus: listing.status },
    after: { listingStatus: 'active', endsAt, lapsedOfferIds: lapsed.map((row) => row.id) },
  });
  return sale;
}
