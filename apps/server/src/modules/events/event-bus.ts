import { ListingEventSchema, type ListingEvent } from '@arsamezat/shared/trading/events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../../db/client.ts';
import type { StopListening } from '../../db/listen.ts';

/** The one PostgreSQL channel every instance LISTENs on. */
export const LISTING_EVENTS_CHANNEL = 'listing_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const NOTIFY_PAYLOAD_LIMIT = 7999;

export type ListingEventListener = (event: ListingEvent) => void;

export type EventBus = {
  /**
   * Sends an event to every instance (this one included) through NOTIFY. Given a transaction,
   * PostgreSQL delivers it when that transaction commits, and never if it rolls back.
   */
  publish(event: ListingEvent, executor?: Db | Tx): Promise<void>;
  /** Calls `listener` with each event of one listing until the returned function is called. */
  subscribe(listingId: string, listener: ListingEventListener): Promise<() => void>;
  /**
   * Events this instance refused since it started, sent or received: not the contract's shape
   * (`ListingEventSchema`), unreadable, or too large for NOTIFY. Each is also an error in the log.
   */
  refusedEvents(): number;
  close(): Promise<void>;
};

/** The SQL that sends one event; bids send theirs from inside the bid statement instead. */
export function notifySql(payload: string) {
  return sql`select pg_notify(${LISTING_EVENTS_CHANNEL}, ${payload})`;
}

/**
 * Live events across instances: publishing is a NOTIFY on `listing_events`; each instance
 * LISTENs on a dedicated connection (`database.listen`, see db/listen.ts) and fans events out to
 * its local subscribers by listing. The listening connection opens with the first subscriber, so
 * an instance nobody watches holds no extra connection.
 */
export function createEventBus(deps: { database: Database; log: FastifyBaseLogger }): EventBus {
  const { database, log } = deps;
  const subscribers = new Map<string, Set<ListingEventListener>>();
  let listener: Promise<StopListening> | null = null;
  let closed = false;

  let refused = 0;
  /**
   * An event that breaks the contract is a bug in the statement or code that built it (a field
   * renamed in SQL, a type changed), not noise: it is refused, counted, and logged as an error
   * with what was wrong, so an alert fires instead of browsers silently missing bids.
   */
  function refuse(reason: string, details: object): void {
    refused += 1;
    log.error({ ...details, refusedEvents: refused }, `listing event refused: ${reason}`);
  }

  function dispatch(payload: string | undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? '');
    } catch {
      refuse('unreadable payload', { bytes: payload?.length ?? 0 });
      return;
    }
    const result = ListingEventSchema.safeParse(parsed);
    if (!result.success) {
      refuse('not the contract', { issues: result.error.issues.slice(0, 5) });
      return;
    }
    const event = result.data;
    for (const fn of subscribers.get(event.data.listingId) ?? []) {
      try {
        fn(event);
      } catch (error) {
        log.error({ err: error }, 'listing event subscriber failed');
      }
    }
  }

  function ensureListening(): Promise<StopListening> {
    listener ??= database
      .listen(LISTING_EVENTS_CHANNEL, dispatch, (error, what) =>
        log.warn({ err: error }, `listing events: ${what}`),
      )
      .catch((error: unknown) => {
        listener = null;
        throw error;
      });
    return listener;
  }

  return {
    async publish(event, executor = database.db) {
      // A TypeScript type does not stop a date or a NaN from breaking the contract at run time.
      const checked = ListingEventSchema.safeParse(event);
      if (!checked.success) {
        refuse('not the contract; not sent', {
          type: event.type,
          issues: checked.error.issues.slice(0, 5),
        });
        return;
      }
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_LIMIT) {
        refuse('too large for NOTIFY; not sent', { type: event.type });
        return;
      }
      await executor.execute(notifySql(payload));
    },

    refusedEvents: () => refused,

    async subscribe(listingId, fn) {
      if (closed) throw new Error('event bus closed');
      await ensureListening();
      let set = subscribers.get(listingId);
      if (!set) {
        set = new Set();
        subscribers.set(listingId, set);
      }
      set.add(fn);
      return () => {
        const current = subscribers.get(listingId);
        current?.delete(fn);
        if (current?.size === 0) subscribers.delete(listingId);
      };
    },

    async close() {
      closed = true;
      subscribers.clear();
      const current = listener;
      listener = null;
      if (current) await (await current.catch(() => null))?.();
    },
  };
}
