import type { Tx } from '../../db/client.ts';
import { recordNotifications } from './record-notifications.ts';

/*
 * The operators' calls (decision 040), kept apart from notify.ts: each records inside the
 * transaction of the administrator's change; the notification queue delivers after commit.
 */

/**
 * A listing cancelled by an administrator: its bidders and every member whose deposit has just
 * become refund_due (its offerers and the depositors who never bid among them) are told that it
 * was cancelled and the deposit will be refunded — SMS, e-mail and in-app, by each member's
 * settings (decision 054: a depositor who never bid gets the SMS too, as at any other end).
 * Keyed by the listing: a listing is cancelled once.
 */
export function recordListingCancelled(
  tx: Tx,
  cancel: { listingId: string; depositHolders: readonly string[]; actorId: string; now: Date },
): Promise<number> {
  const { listingId, depositHolders, actorId, now } = cancel;
  return recordNotifications(tx, {
    event: 'listing_cancelled',
    eventKey: listingId,
    listingId,
    audience: { bidders: true, recipients: depositHolders },
    excludeId: actorId,
    now,
  });
}
