import type { Tx } from '../../db/client.ts';
import type { RunStatement } from '../../db/connection.ts';
import {
  NOTIFICATION_EVENTS,
  REMINDER_EVENTS,
  type NotificationAudience,
  type NotificationChannel,
  type NotificationEvent,
} from './notification-events.ts';
import {
  RECORD_NOTIFICATIONS_STATEMENT,
  recordNotificationsSql,
  recordNotificationsValues,
  type RecordParams,
} from './record-notifications.sql.ts';

/** JSON the template data may hold (a digest carries its list of listings). */
export type NotificationDataValue =
  | string
  | number
  | boolean
  | null
  | NotificationDataValue[]
  | { [key: string]: NotificationDataValue };

export type NotificationRecord = {
  event: NotificationEvent;
  /** The occurrence (bid id, listing id, deposit id, offer id): with the event, once per member. */
  eventKey: string;
  listingId: string | null;
  audience: NotificationAudience;
  /** Only these of the event's channels (a narrower audience of the same occurrence). */
  channels?: readonly NotificationChannel[];
  /** Never told: the member whose own action this was (or the winner, for the losers' event). */
  excludeId?: string | null;
  /** Template data beyond the listing's title, end and prices (amounts in kuruş, ISO times). */
  data?: Record<string, NotificationDataValue>;
  now: Date;
};

/** Channel names and uuids need no quoting inside an array literal. */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

function toParams(record: NotificationRecord): RecordParams {
  return {
    event: record.event,
    eventKey: record.eventKey,
    listingId: record.listingId,
    channels: arrayLiteral(
      (NOTIFICATION_EVENTS[record.event] as readonly NotificationChannel[]).filter(
        (channel) => !record.channels || record.channels.includes(channel),
      ),
    ),
    recipients: arrayLiteral(record.audience.recipients ?? []),
    bidders: record.audience.bidders ?? false,
    previousBidder: record.audience.previousBidder ?? false,
    watchers: record.audience.watchers ?? false,
    searchers: record.audience.searchers ?? false,
    excludeId: record.excludeId ?? null,
    reminder: REMINDER_EVENTS.includes(record.event),
    data: JSON.stringify(record.data ?? {}),
    now: record.now.toISOString(),
  };
}

/**
 * Records an event's notifications inside the caller's transaction (like `recordAudit`): they
 * exist exactly when the change they tell about commits. Delivery happens after commit (the
 * notification queue); a repeated record of the same occurrence adds nothing.
 */
export async function recordNotifications(tx: Tx, record: NotificationRecord): Promise<number> {
  const result: unknown = await tx.execute(recordNotificationsSql(toParams(record)));
  return (result as { rows: unknown[] }).rows.length;
}

/** The same on a raw connection inside its transaction (the bid statement's path). */
async function recordNotificationsOn(
  run: RunStatement,
  record: NotificationRecord,
): Promise<number> {
  const rows = await run(
    RECORD_NOTIFICATIONS_STATEMENT,
    recordNotificationsValues(toParams(record)),
  );
  return rows.length;
}

/** Where a record is written: a Drizzle transaction, or the bid statement's raw connection. */
export type NotificationTarget = Tx | RunStatement;

/** One entry for both: a Drizzle transaction, or the bids' transaction path's raw `run`. */
export function recordNotificationsIn(
  target: NotificationTarget,
  record: NotificationRecord,
): Promise<number> {
  return typeof target === 'function'
    ? recordNotificationsOn(target, record)
    : recordNotifications(target, record);
}
