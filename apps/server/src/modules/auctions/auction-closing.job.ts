import { maskBidderName } from '@arsamezat/shared/trading/bids';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { createIntervalJob, type BackgroundJob, type JobMonitor } from '../../lib/interval-job.ts';
import { recordAudit } from '../audit/index.ts';
import type { EventBus } from '../events/index.ts';
import { recordAuctionClosed, recordFirmListingEnded } from '../notifications/index.ts';
import { openSale, recordRunnerUpHeld } from '../sales/index.ts';
import {
  closeDueListings,
  openDueListings,
  type ClosedListing,
} from './auction-closing.repository.ts';

/** Listings closed or opened per statement; a backlog drains over the next ticks. */
const BATCH = 100;
const INTERVAL_MS = 1000;

export type AuctionJobDeps = { db: Db; clock: () => Date; events: EventBus };

export type ClosingRun = { closed: ClosedListing[]; started: string[] };

/**
 * One pass at the server clock: end the listings whose end has come, then open the upcoming ones
 * whose start has come. Each runs in a transaction that also records its `ended` / `started`
 * events (decision 086), so they exist exactly when (and only if) the change commits. Safe to run
 * on any number of instances at once.
 */
export async function runClosingOnce(deps: AuctionJobDeps): Promise<ClosingRun> {
  const { db, events } = deps;
  const now = deps.clock();
  const closed = await db.transaction(async (tx) => {
    const rows = await closeDueListings(tx, now, BATCH);
    for (const row of rows) {
      await recordClosing(tx, row, now);
      if (row.winnerId !== null && row.finalPrice !== null) {
        // The sale (issue 29) exists exactly when the auction is closed with its winner.
        const sale = await openSale(tx, {
          listingId: row.id,
          listingType: row.listingType,
          buyerId: row.winnerId,
          firmId: row.firmId,
          origin: 'auction',
          deposit:
            row.winnerDepositId === null || row.winnerDeposit === null
              ? null
              : { id: row.winnerDepositId, amount: row.winnerDeposit },
          price: row.finalPrice,
          runnerUp: row.runnerUp,
          actorId: null,
          actorRole: 'system',
          now,
        });
        // 'Yedek alıcı oldunuz': the runner-up hears of the hold, not of a refund.
        await recordRunnerUpHeld(tx, sale, now);
      }
      await recordAuctionClosed(tx, {
        listingId: row.id,
        winnerId: row.winnerId,
        finalPrice: row.finalPrice,
        winnerDeposit: row.winnerDeposit,
        runnerUpId: row.runnerUp?.userId ?? null,
        depositorsWithoutBids: row.depositorsWithoutBids,
        now,
      });
      const winnerName = row.winnerFullName === null ? null : maskBidderName(row.winnerFullName);
      // A firm's listing: its members are told the result (issue 28).
      await recordFirmListingEnded(tx, {
        listingId: row.id,
        status: 'ended',
        winnerName,
        finalPrice: row.finalPrice,
        now,
      });
      await events.publish(
        {
          type: 'ended',
          data: { listingId: row.id, status: 'ended', winnerName, finalPrice: row.finalPrice },
        },
        tx,
      );
    }
    return rows;
  });
  // Committed: the NATS bus tells the other instances now (decision 087).
  events.announce(closed.map((row) => row.id));
  const started = await db.transaction(async (tx) => {
    const ids = await openDueListings(tx, now, BATCH);
    for (const listingId of ids) {
      await events.publish({ type: 'started', data: { listingId } }, tx);
    }
    return ids;
  });
  events.announce(started);
  return { closed, started };
}

/**
 * The durable record of a closing (who won, at what price), written by the system (no actor) in
 * the closing's own transaction: the listing is ended with its record, or neither happens.
 */
function recordClosing(tx: Tx, row: ClosedListing, closedAt: Date): Promise<void> {
  return recordAudit(tx, {
    actorId: null,
    action: 'listing.close',
    entityType: 'listing',
    entityId: row.id,
    before: null,
    after: {
      status: 'ended',
      winnerId: row.winnerId,
      winnerName: row.winnerFullName,
      finalPrice: row.finalPrice,
      refundsDue: row.refundsDue,
      closedAt,
    },
  });
}

/**
 * Runs `runClosingOnce` every second once started (`jobs.ts`): never two passes at once on one
 * instance, and any number of instances at once (each listing closes once).
 */
export function createAuctionJobs(
  deps: AuctionJobDeps & { log: FastifyBaseLogger; jobMonitor?: JobMonitor },
  intervalMs = INTERVAL_MS,
): BackgroundJob {
  return createIntervalJob({
    name: 'auction closing',
    intervalMs,
    log: deps.log,
    monitor: deps.jobMonitor,
    run: () => runClosingOnce(deps),
    describe: ({ closed, started }) =>
      closed.length > 0 || started.length > 0
        ? { closed: closed.map((row) => row.id), started }
        : undefined,
  });
}
