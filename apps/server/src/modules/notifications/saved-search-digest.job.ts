import { toIstanbulInputs } from '@arsamezat/shared/core/istanbul-time';
import type { Db } from '../../db/client.ts';
import { recordNotifications } from './record-notifications.ts';
import { DIGEST_ITEMS_LIMIT } from './watch-texts.ts';
import {
  lockDailySearches,
  markDigested,
  selectDigestMatches,
  selectDigestMembers,
} from './saved-search-digest.repository.ts';

export type SavedSearchDigestDeps = { db: Db; clock: () => Date };

/** When the daily digest goes out: 08:00 in Istanbul (pg-boss cron, evaluated in that zone). */
export const DIGEST_SCHEDULE = { cron: '0 8 * * *', tz: 'Europe/Istanbul' } as const;

/**
 * One pass: every member whose `daily` saved searches matched listings no digest listed yet
 * (and still open) gets one digest (e-mail, in-app) naming those searches and listing the
 * listings; the matches are marked digested and the searches' `last_notified_at` moves to now —
 * in one transaction per member, under a lock on their daily searches. The event key is the Istanbul day, so a
 * member gets at most one digest a day whatever runs twice; matches a day's digest could not take
 * (it was already sent) wait for the next day. Decision 039. Returns the members told.
 */
export async function runSavedSearchDigestsOnce(deps: SavedSearchDigestDeps): Promise<string[]> {
  const now = deps.clock();
  const day = toIstanbulInputs(now).date;
  const told: string[] = [];
  for (const userId of await selectDigestMembers(deps.db, now)) {
    const sent = await deps.db.transaction(async (tx) => {
      await lockDailySearches(tx, userId);
      const matches = await selectDigestMatches(tx, userId, now);
      if (matches.length === 0) return false;
      const searches = [...new Map(matches.map((m) => [m.searchId, m.searchName])).values()];
      const listings = [...new Map(matches.map((m) => [m.listingId, m])).values()];
      const recorded = await recordNotifications(tx, {
        event: 'saved_search_digest',
        eventKey: day,
        listingId: null,
        audience: { recipients: [userId] },
        data: {
          searches,
          total: listings.length,
          items: listings.slice(0, DIGEST_ITEMS_LIMIT).map((m) => ({
            listingId: m.listingId,
            title: m.title,
            city: m.city,
            price: m.price,
          })),
        },
        now,
      });
      if (recorded === 0) return false;
      await markDigested(tx, matches, now);
      return true;
    });
    if (sent) told.push(userId);
  }
  return told;
}
