import type { Db } from '../../db/client.ts';
import { recordNotifications } from '../notifications/index.ts';
import { selectStartedAuctions } from './auction-starts.repository.ts';

const BATCH = 100;
/** A start missed for longer (the server was down) is not announced late. */
export const AUCTION_START_LOOKBACK_MS = 60 * 60 * 1000;

export type AuctionStartDeps = { db: Db; clock: () => Date };

/**
 * One pass at the server clock: every followed auction that has started since it was announced
 * tells its watchers 'İhale başladı' (e-mail, in-app), once — the idempotency key (event,
 * listing, member, channel) makes a second pass or a second instance record nothing. Run each
 * minute by the notification queue's scheduler (one instance per tick); decision 039.
 */
export async function runAuctionStartsOnce(deps: AuctionStartDeps): Promise<string[]> {
  const now = deps.clock();
  const started = await selectStartedAuctions(deps.db, now, AUCTION_START_LOOKBACK_MS, BATCH);
  for (const listingId of started) {
    await deps.db.transaction((tx) =>
      recordNotifications(tx, {
        event: 'auction_started',
        eventKey: listingId,
        listingId,
        audience: { watchers: true },
        now,
      }),
    );
  }
  return started;
}
