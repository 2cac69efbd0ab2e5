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

/**
 * How long after its moment a reminder may still go out. The pass runs each minute (jobs.ts) and
 * pg-boss starts a minute's run up to ~15 s late (notification-queue.ts), so a moment just after
 * one run is met by the next, up to ~75 s later; a moment older than this was missed (the server
 * was down, or the end moved to a moment already past) and its reminder is skipped: its text
 * would no longer be about that moment (issue 26).
 */
export const REMINDER_LATENESS_MS = 90 * 1000;

export type AuctionReminderDeps = { db: Db; clock: () => Date };

/**
 * One pass at the server clock: every active auction with bidders or watchers whose reminder
 * moment (its end minus the reminder's window) has just come, at most REMINDER_LATENESS_MS ago
 * and while it was open, gets that reminder, for its bidders and watchers (a member who is both
 * is told once; decision 039), once per end — the idempotency key (event, listing and end,
 * member, channel) makes a second pass or a second instance record nothing, and an end moved
 * later reminds again when its own moment comes. The texts say the time really left when each
 * message is sent (notification-texts.ts). Run each minute by the notification queue's scheduler
 * (one instance per tick); returns the reminders recorded (`event:key`).
 */
export async function runAuctionRemindersOnce(deps: AuctionReminderDeps): Promise<string[]> {
  const now = deps.clock();
  const reminded: string[] = [];
  for (const reminder of AUCTION_REMINDERS) {
    const due = await selectDueReminders(deps.db, {
      event: reminder.event,
      now,
      beforeEndMs: reminder.beforeEndMs,
      latenessMs: REMINDER_LATENESS_MS,
      batch: BATCH,
    });
    for (const { listingId, key } of due) {
      await deps.db.transaction((tx) =>
        recordNotifications(tx, {
          event: reminder.event,
          eventKey: key,
          listingId,
          audience: { bidders: true, watchers: true },
          now,
        }),
      );
      reminded.push(`${reminder.event}:${key}`);
    }
  }
  return reminded;
}
