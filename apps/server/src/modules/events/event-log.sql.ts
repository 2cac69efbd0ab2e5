import type { ListingEvent } from '@arsamezat/shared/trading/events';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listingEventLog } from '../../db/schema/listing-event-log.ts';

/*
 * Reads and writes of the live events' log (`listing_event_log`, decision 086). Both drivers
 * answer raw statements with `{ rows }`; a bigint comes back as text from node-postgres, so ids
 * are read as numbers here and nowhere else.
 */

/** One PostgreSQL channel every instance LISTENs on; its payload is a listing's id (≤ 200 bytes). */
export const LISTING_EVENTS_CHANNEL = 'listing_events';

/** One row of the log, as stored: the contract is checked by whoever reads it. */
export type LoggedEvent = { id: number; listingId: string; type: string; data: unknown };

type RawRow = { id: string | number; listing_id: string; type: string; data: unknown };

async function rowsOf<T>(executor: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(query);
  return (result as { rows: T[] }).rows;
}

const toLogged = (row: RawRow): LoggedEvent => ({
  id: Number(row.id),
  listingId: row.listing_id,
  type: row.type,
  data: typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data,
});

/** A PostgreSQL array literal of uuids or integers (values checked by the callers' types). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/** Two parallel arrays: each listing's id and its number (a cursor, an upper bound). */
function pairs(byListing: Map<string, number>) {
  const entries = [...byListing];
  return {
    ids: arrayLiteral(entries.map(([id]) => id)),
    numbers: arrayLiteral(entries.map(([, n]) => n)),
  };
}

/** The NOTIFY that wakes every instance's readers for `listingId` (`sql` of a listing id). */
export function notifyListingSql(listingId: SQL): SQL {
  return sql`pg_notify(${LISTING_EVENTS_CHANNEL}, ${listingId}::text)`;
}

/**
 * Writes one event in the caller's transaction (which changed the listing's row and so holds its
 * lock), and with `notify` the NOTIFY that PostgreSQL sends when it commits. One round trip.
 */
export async function recordEvent(
  executor: Db | Tx,
  event: ListingEvent,
  notify: boolean,
): Promise<number> {
  const rows = await rowsOf<{ id: string | number }>(
    executor,
    sql`with logged as (
      insert into ${listingEventLog} (listing_id, type, data)
      values (${event.data.listingId}::uuid, ${event.type}, ${JSON.stringify(event.data)}::jsonb)
      returning id, listing_id
    )
    select id, case when ${notify} then ${notifyListingSql(sql`listing_id`)} end as notified
    from logged`,
  );
  return Number(rows[0]?.id);
}

/** The newest id of each listing's events (0 for a listing with none in the log). */
export async function latestEventIds(db: Db, listingIds: string[]): Promise<Map<string, number>> {
  const rows = await rowsOf<{ listing_id: string; id: string | number | null }>(
    db,
    sql`select c.listing_id, (select max(e.id) from ${listingEventLog} e
        where e.listing_id = c.listing_id) as id
      from unnest(${arrayLiteral(listingIds)}::uuid[]) as c(listing_id)`,
  );
  return new Map(rows.map((row) => [row.listing_id, Number(row.id ?? 0)]));
}

/**
 * The events after each listing's cursor, oldest first, at most `limit`: one statement for every
 * listing an instance was told about (decision 086: a batch read, not one per subscriber).
 */
export async function eventsAfter(
  db: Db,
  cursors: Map<string, number>,
  limit: number,
): Promise<LoggedEvent[]> {
  const { ids, numbers } = pairs(cursors);
  const rows = await rowsOf<RawRow>(
    db,
    sql`select e.id, e.listing_id, e.type, e.data
      from unnest(${ids}::uuid[], ${numbers}::bigint[]) as c(listing_id, after)
      join ${listingEventLog} e on e.listing_id = c.listing_id and e.id > c.after
      order by e.id limit ${limit}`,
  );
  return rows.map(toLogged);
}

/**
 * What a reconnecting stream missed: each listing's events after `after` up to what this instance
 * has delivered (`upTo`), oldest first. `overlapSeconds` (a card grid's stream, whose one id
 * spans listings that commit independently) also takes the events recorded that long before the
 * event `after`: one listing's event may commit after another's with a higher id.
 */
export async function missedEvents(
  db: Db,
  p: { after: number; upTo: Map<string, number>; overlapSeconds: number; limit: number },
): Promise<LoggedEvent[]> {
  const { ids, numbers } = pairs(p.upTo);
  const overlap =
    p.overlapSeconds > 0
      ? sql`or e.recorded_at >= (select recorded_at from ${listingEventLog} where id = ${p.after})
          - make_interval(secs => ${p.overlapSeconds})`
      : sql``;
  const rows = await rowsOf<RawRow>(
    db,
    sql`select e.id, e.listing_id, e.type, e.data
      from unnest(${ids}::uuid[], ${numbers}::bigint[]) as c(listing_id, up_to)
      join ${listingEventLog} e on e.listing_id = c.listing_id and e.id <= c.up_to
        and (e.id > ${p.after} ${overlap})
      order by e.id limit ${p.limit}`,
  );
  return rows.map(toLogged);
}

/**
 * Whether the log still holds everything after `after`: false when events after it were pruned
 * (the oldest kept id is further on), or when `after` was never given (an id from the future: a
 * database restored from a backup, or a made-up header).
 */
export async function logCovers(db: Db, after: number): Promise<boolean> {
  const [row] = await rowsOf<{ oldest: string | number | null; last: string | number | null }>(
    db,
    sql`select (select min(id) from ${listingEventLog}) as oldest,
      (select case when is_called then last_value else 0 end
        from listing_event_log_id_seq) as last`,
  );
  const last = Number(row?.last ?? 0);
  const oldest = row?.oldest ?? null;
  const horizon = oldest === null ? last : Number(oldest) - 1;
  return after <= last && after >= horizon;
}

/** Deletes the events older than `minutes` (at most `batch` rows a pass); answers how many. */
export async function pruneEventLog(db: Db, minutes: number, batch: number): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`delete from ${listingEventLog} where id in (
        select id from ${listingEventLog}
        where recorded_at < now() - make_interval(mins => ${minutes})
        order by id limit ${batch})
      returning id`,
  );
  return rows.length;
}
