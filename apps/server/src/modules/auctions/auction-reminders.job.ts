import type { Db } from '../../db/client.ts';
import { recordNotifications } from '../notifications/index.ts';
import { selectDueReminders } from './auction-reminders.repository.ts';

const MINUTE = 60 * 1000;
const BATCH = 100;

/** The reminders before an auction's end (issue 13): one hour, then ten minutes (in-app). */
export const AUCTION_REMINDERS = [
  { event: 'auction_reminder_1h', beforeEndMs: 60 * MINUTE },
  { event: 'auction_reminder_10m', beforeEndMs: 10 * MINUTE },
] as const;

export type AuctionReminderDeps = { db: Db; clock: () => Date };

/**
 * One pass at the server clock: every active auction with bidders or watchers whose end is
 * within a reminder's window gets that reminder, for its bidders and watchers (a member who is
 * both is told once; decision 039), once — the idempotency key (event, listing,
 * member, channel) makes a second pass or a second instance record nothing. Run each minute by
 * the notification queue's scheduler (one instance per tick); returns the listings reminded.
 */
export async function runAuctionRemindersOnce(deps: AuctionReminderDeps): Promise<string[]> {
  const now = deps.clock();
  const reminded: string[] = [];
  for (const reminder of AUCTION_REMINDERS) {
    const due = await selectDueReminders(deps.db, reminder.event, now, reminder.beforeEndMs, BATCH);
    for (const listingId of due) {
      await deps.db.transaction((tx) =>
        recordNotifications(tx, {
          event: reminder.event,
          eventKey: listingId,
          listingId,
          audience: { bidders: true, watchers: true },
          now,
        }),
      );
      reminded.push(`${reminder.event}:${listingId}`);
    }
  }
  return reminded;
}
