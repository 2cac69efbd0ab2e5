import type { BidEvent } from '@arsamezat/shared/trading/events';
import { sql, type SQL } from 'drizzle-orm';
import { LISTING_EVENTS_CHANNEL } from '../events/index.ts';

/**
 * Every field of the live bid event (`BidEventSchema`, packages/shared/src/trading/events.ts), each as the
 * SQL expression that gives it: the type asks for each of the schema's fields and no other, so a
 * statement cannot leave one out or add one. `bid-event.sql.test.ts` checks what the statements
 * really send against the schema, field by field.
 */
export type BidEventFields = { [K in keyof Required<BidEvent>]: SQL };

/** A timestamptz as the event's ISO time (`z.iso.datetime()`: UTC, milliseconds, `Z`). */
export function isoTimeSql(value: SQL): SQL {
  return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The `pg_notify` that sends the live `bid` event from inside a bid statement (decisions 012,
 * 047): delivered to every instance when the statement's transaction commits, in commit order.
 */
export function notifyBidEventSql(fields: BidEventFields): SQL {
  const pairs = Object.entries(fields).map(([name, value]: [string, SQL]) => {
    if (!/^\w+$/.test(name)) throw new Error(`bid event field ${name}`);
    return sql`${sql.raw(`'${name}'`)}, ${value}`;
  });
  return sql`pg_notify(${LISTING_EVENTS_CHANNEL}, json_build_object(
    'type', 'bid', 'data', json_build_object(
    ${sql.join(pairs, sql`,\n    `)}))::text)`;
}
