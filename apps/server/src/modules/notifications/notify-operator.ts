import type { Tx } from '../../db/client.ts';
import { recordNotifications } from './record-notifications.ts';

/*
 * The operators' calls (decision 040), kept apart from notify.ts: each records inside the
 * transaction of the administrator's change; the notification queue delivers after commit.
 */

/**
 * A listing cancelled by an administrator: every member whose deposit has just become
 * refund_due (its bidders and offerers among them) is told by e-mail and in-app that it was
 * cancelled and the deposit will be refunded; its bidders, who were racing for it, also by SMS.
 * Keyed by the listing: a listing is cancelled once.
 */
export async function recordListingCancelled(
  tx: Tx,
  cancel: { listingId: string; depositHolders: readonly string[]; actorId: string; now: Date },
): Promise<number> {
  const { listingId, depositHolders, actorId, now } = cancel;
  // Bidders first, with every channel; the deposit holders' e-mail and in-app rows then add only
  // the members who did not bid (the idempotency key makes the bidders' repeat nothing).
  const bidders = await recordNotifications(tx, {
    event: 'listing_cancelled',
    eventKey: listingId,
    listingId,
    audience: { bidders: true },
    excludeId: actorId,
    now,
  });
  const others = await recordNotifications(tx, {
    event: 'listing_cancelled',
    eventKey: listingId,
    listingId,
    audience: { recipients: depositHolders },
    channels: ['email', 'in_app'],
    excludeId: actorId,
    now,
  });
  return bidders + others;
}
