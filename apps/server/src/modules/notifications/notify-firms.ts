import type { Tx } from '../../db/client.ts';
import type { FirmEvent } from './firm-texts.ts';
import { recordNotifications } from './record-notifications.ts';

/**
 * The operator's decision on a firm, told to its owner (e-mail and in-app, by their settings),
 * recorded inside the decision's transaction. Keyed by the firm and the moment: a firm may be
 * suspended and reinstated more than once, and each is told.
 */
export function recordFirmDecision(
  tx: Tx,
  decision: {
    event: FirmEvent;
    firmId: string;
    firmTitle: string;
    reason: string | null;
    ownerIds: readonly string[];
    now: Date;
  },
): Promise<number> {
  return recordNotifications(tx, {
    event: decision.event,
    eventKey: `${decision.firmId}:${decision.now.toISOString()}`,
    listingId: null,
    audience: { recipients: decision.ownerIds },
    data: { firmTitle: decision.firmTitle, reason: decision.reason },
    now: decision.now,
  });
}
