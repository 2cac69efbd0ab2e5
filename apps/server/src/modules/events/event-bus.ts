import { ListingEventSchema, type ListingEvent } from '@arsamezat/shared/trading/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../../db/client.ts';
import type { StopListening } from '../../db/listen.ts';
import { createEventFeed, type ListingEventListener, type Unsubscribe } from './event-feed.ts';
import { LISTING_EVENTS_CHANNEL, recordEvent } from './event-log.sql.ts';

export { LISTING_EVENTS_CHANNEL } from './event-log.sql.ts';
export type { ListingEventListener, Unsubscribe } from './event-feed.ts';

/** The largest NOTIFY payload the bus sends or accepts: a listing's id (decision 086). */
export const NOTIFY_PAYLOAD_LIMIT = 200;

export type EventBus = {
  /** `notify`: PostgreSQL LISTEN/NOTIFY (the default); `nats`: a NATS server (decision 087). */
  readonly kind: 'notify' | 'nats';
  /**
   * Writes the event to the log (decision 086) in `executor`'s transaction, which must be the one
   * that changed the listing's row. On the NOTIFY bus the same statement NOTIFYs, delivered when
   * it commits; on NATS nothing leaves before `announce`. Without a transaction it announces too.
   */
  publish(event: ListingEvent, executor?: Db | Tx): Promise<void>;
  /**
   * After the transaction that wrote events of these listings committed: tells every instance
   * (NATS). The NOTIFY bus has nothing to do (its NOTIFY went with the commit). An announcement
   * lost (a crash right after the commit) is made good by `catchUp` on every instance.
   */
  announce(listingIds: Iterable<string>): void;
  /**
   * Calls `listener` with each event of one listing, in the listing's commit order, until the
   * returned function is called; its `deliveredUpTo` is the newest id the listener will not get.
   */
  subscribe(listingId: string, listener: ListingEventListener): Promise<Unsubscribe>;
  /** Reads the log for every listing watched here: what a lost message left behind (jobs.ts). */
  catchUp(): Promise<void>;
  /**
   * Events this instance refused since it started, sent or received: not the contract's shape
   * (`ListingEventSchema`) or an unreadable message. Each is also an error in the log.
   */
  refusedEvents(): number;
  /** Events this instance recorded (published) since it started. */
  publishedEvents(): number;
  /** Events handed to this instance's subscribers (one per stream) since it started. */
  deliveredEvents(): number;
  close(): Promise<void>;
};

/** What each bus shares: the contract check, the counters, the log and its reader. */
export function createBusCore(deps: { database: Database; log: FastifyBaseLogger }) {
  const { database, log } = deps;
  let refused = 0;
  let published = 0;
  /**
   * An event that breaks the contract is a bug in the statement or code that built it (a field
   * renamed in SQL, a type changed), not noise: it is refused, counted, and logged as an error
   * with what was wrong, so an alert fires instead of browsers silently missing bids.
   */
  function refuse(reason: string, details: object): void {
    refused += 1;
    log.error({ ...details, refusedEvents: refused }, `listing event refused: ${reason}`);
  }
  return {
    refuse,
    /** Checks and writes one event; false when refused. */
    async record(event: ListingEvent, executor: Db | Tx, notify: boolean): Promise<boolean> {
      // A TypeScript type does not stop a date or a NaN from breaking the contract at run time.
      const checked = ListingEventSchema.safeParse(event);
      if (!checked.success) {
        refuse('not the contract; not sent', {
          type: event.type,
          issues: checked.error.issues.slice(0, 5),
        });
        return false;
      }
      await recordEvent(executor, checked.data, notify);
      published += 1;
      return true;
    },
    refusedEvents: () => refused,
    publishedEvents: () => published,
    feedDeps: {
      db: database.db,
      refuse,
      onError: (error: unknown) => log.error({ err: error }, 'listing events: read failed'),
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Live events across instances on PostgreSQL alone (decisions 013, 086): an event is a row of the
 * log, and its transaction NOTIFYs `listing_events` with the listing's id; each instance LISTENs
 * on a dedicated connection (`database.listen`, db/listen.ts) from its first subscriber on and
 * reads the rows it was told about (event-feed.ts). So every instance on one database sees every
 * event, in each listing's commit order.
 */
export function createEventBus(deps: { database: Database; log: FastifyBaseLogger }): EventBus {
  const { database, log } = deps;
  const core = createBusCore(deps);
  const feed = createEventFeed(core.feedDeps);
  let listener: Promise<StopListening> | null = null;
  let closed = false;

  function onNotification(payload: string | undefined) {
    if (!payload || payload.length > NOTIFY_PAYLOAD_LIMIT || !UUID.test(payload)) {
      core.refuse('unreadable payload', { bytes: payload?.length ?? 0 });
      return;
    }
    feed.nudge([payload.toLowerCase()]);
  }

  function ensureListening(): Promise<StopListening> {
    listener ??= database
      .listen(LISTING_EVENTS_CHANNEL, onNotification, (error, what) =>
        log.warn({ err: error }, `listing events: ${what}`),
      )
      .catch((error: unknown) => {
        listener = null;
        throw error;
      });
    return listener;
  }

  return {
    kind: 'notify',
    async publish(event, executor = database.db) {
      await core.record(event, executor, true);
    },
    announce() {},
    async subscribe(listingId, fn) {
      if (closed) throw new Error('event bus closed');
      await ensureListening();
      return feed.subscribe(listingId, fn);
    },
    catchUp: () => feed.catchUp(),
    refusedEvents: core.refusedEvents,
    publishedEvents: core.publishedEvents,
    deliveredEvents: feed.deliveredEvents,
    async close() {
      closed = true;
      feed.clear();
      const current = listener;
      listener = null;
      if (current) await (await current.catch(() => null))?.();
    },
  };
}
