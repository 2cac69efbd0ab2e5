import { maskBidderName } from '@arsamezat/shared/bids';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { recordAudit } from '../modules/audit/index.ts';
import type { EventBus } from '../modules/events/index.ts';
import { recordAuctionClosed } from '../modules/notifications/index.ts';
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
 * whose start has come. Each runs in a transaction that also NOTIFYs its `ended` / `started`
 * events, so PostgreSQL delivers them exactly when (and only if) the change commits. Safe to run
 * on any number of instances at once.
 */
export async function runClosingOnce(deps: AuctionJobDeps): Promise<ClosingRun> {
  const { db, events } = deps;
  const now = deps.clock();
  const closed = await db.transaction(async (tx) => {
    const rows = await closeDueListings(tx, now, BATCH);
    for (const row of rows) {
      await recordClosing(tx, row, now);
      await recordAuctionClosed(tx, {
        listingId: row.id,
        winnerId: row.winnerId,
        finalPrice: row.finalPrice,
        depositorsWithoutBids: row.depositorsWithoutBids,
        now,
      });
      await events.publish(
        {
          type: 'ended',
          data: {
            listingId: row.id,
            status: 'ended',
            winnerName: row.winnerFullName === null ? null : maskBidderName(row.winnerFullName),
            finalPrice: row.finalPrice,
          },
        },
        tx,
      );
    }
    return rows;
  });
  const started = await db.transaction(async (tx) => {
    const ids = await openDueListings(tx, now, BATCH);
    for (const listingId of ids) {
      await events.publish({ type: 'started', data: { listingId } }, tx);
    }
    return ids;
  });
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

export type AuctionJobs = { start(): void; stop(): Promise<void> };

/**
 * Runs `runClosingOnce` every second once started (never two passes at once on one instance).
 * The timer does not keep the process alive; `stop()` waits for a pass in progress.
 */
export function createAuctionJobs(
  deps: AuctionJobDeps & { log: FastifyBaseLogger },
  intervalMs = INTERVAL_MS,
): AuctionJobs {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return;
    running = runClosingOnce(deps)
      .then(({ closed, started }) => {
        if (closed.length > 0 || started.length > 0) {
          deps.log.info(
            { closed: closed.map((row) => row.id), started },
            'auction job: listings closed/started',
          );
        }
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'auction job failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
