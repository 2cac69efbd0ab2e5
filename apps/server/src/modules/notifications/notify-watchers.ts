import type { Tx } from '../../db/client.ts';
import { insertDailySearchMatches } from './saved-search-alerts.repository.ts';
import { recordNotifications } from './record-notifications.ts';

/*
 * The watchers' and saved searches' calls (decision 039), beside notify.ts and like it: each
 * runs inside the transaction of its change and only records.
 */

/**
 * A listing became publicly visible (the admin created it active or upcoming, or changed its
 * status to one of them). Every saved search whose filters match it — the browse's own rule,
 * `savedSearchMatchSql` — answers: `immediate` ones tell their owner now (e-mail, in-app; once
 * per member and listing), `daily` ones keep the match for the owner's next digest. The admin who
 * published it is not told about their own action.
 */
export async function recordListingPublished(
  tx: Tx,
  published: { listingId: string; actorId: string | null; now: Date },
): Promise<void> {
  const { listingId, actorId, now } = published;
  await recordNotifications(tx, {
    event: 'saved_search_match',
    eventKey: listingId,
    listingId,
    audience: { searchers: true },
    excludeId: actorId,
    now,
  });
  await insertDailySearchMatches(tx, { listingId, excludeId: actorId, now });
}
