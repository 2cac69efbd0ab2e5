import type { BidEvent } from '@arsamezat/shared/trading/events';
import { sql, type SQL } from 'drizzle-orm';
import { listingEventLog } from '../../db/schema/listing-event-log.ts';
import { notifyListingSql } from '../events/index.ts';

/**
 * Every field of the live bid event (`BidEventSchema`, packages/shared/src/trading/events.ts), each as the
 * SQL expression that gives it: the type asks for each of the schema's fields and no other, so a
 * statement cannot leave one out or add one. `bid-event.sql.test.ts` checks what the statements
 * really record against the schema, field by field. Not `serverNow`: each stream stamps it as it
 * writes the event (events/sse.ts).
 */
export type BidEventFields = { [K in keyof Required<Omit<BidEvent, 'serverNow'>>]: SQL };

/** A timestamptz as the event's ISO time (`z.iso.datetime()`: UTC, milliseconds, `Z`). */
export function isoTimeSql(value: SQL): SQL {
  return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The CTE body that writes the live `bid` event to the log (decision 086) from inside a bid
 * statement (decisions 012, 047), `from` the statement's outcome (`where` picks the row of an
 * accepted bid). The statement holds the listing's row lock, so the event's id is in the
 * listing's commit order. It answers `id` and `listing_id`.
 */
export function recordBidEventSql(fields: BidEventFields, from: SQL, where: SQL): SQL {
  const pairs = Object.entries(fields).map(([name, value]: [string, SQL]) => {
    if (!/^\w+$/.test(name)) throw new Error(`bid event field ${name}`);
    return sql`${sql.raw(`'${name}'`)}, ${value}`;
  });
  return sql`insert into ${listingEventLog} (listing_id, type, data)
  select ${fields.listingId}, 'bid', jsonb_build_object(
    ${sql.join(pairs, sql`,\n    `)})
  from ${from} where ${where}
  returning id, listing_id`;
}

/**
 * The NOTIFY of the NOTIFY bus (its payload the listing's id), sent by PostgreSQL when the bid
 * statement commits; `notify` is the statement's parameter, false on the NATS bus, which is told
 * after the commit instead (decision 087).
 */
export function notifyBidEventSql(notify: SQL, logged: SQL): SQL {
  return sql`(select case when ${notify} then ${notifyListingSql(sql`l.listing_id`)} end
    from ${logged} l)`;
}
