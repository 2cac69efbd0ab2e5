import { ListingEventSchema, type ListingEvent } from '@arsamezat/shared/events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Db, Tx } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's event bus (decorated in app.ts; closed with the app). */
    listingEvents: EventBus;
  }
}

/** The one PostgreSQL channel every instance LISTENs on. */
export const LISTING_EVENTS_CHANNEL = 'listing_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const NOTIFY_PAYLOAD_LIMIT = 7999;
const RECONNECT_MS = 1000;

export type ListingEventListener = (event: ListingEvent) => void;

export type EventBus = {
  /**
   * Sends an event to every instance (this one included) through NOTIFY. Given a transaction,
   * PostgreSQL delivers it when that transaction commits, and never if it rolls back.
   */
  publish(event: ListingEvent, executor?: Db | Tx): Promise<void>;
  /** Calls `listener` with each event of one listing until the returned function is called. */
  subscribe(listingId: string, listener: ListingEventListener): Promise<() => void>;
  /** Local subscriber count (tests, health). */
  subscriberCount(): number;
  close(): Promise<void>;
};

/** The SQL that sends one event; bids send theirs from inside the bid statement instead. */
export function notifySql(payload: string) {
  return sql`select pg_notify(${LISTING_EVENTS_CHANNEL}, ${payload})`;
}

type Listener = { stop(): Promise<void> };

/**
 * Live events across instances: publishing is a NOTIFY on `listing_events`; each instance
 * LISTENs on a dedicated connection (a separate pg.Client beside the pool on PostgreSQL,
 * `pglite.listen` in-process on PGlite) and fans events out to its local subscribers by listing.
 * The listening connection opens with the first subscriber, so an instance nobody watches holds
 * no extra connection.
 */
export function createEventBus(deps: { database: Database; log: FastifyBaseLogger }): EventBus {
  const { database, log } = deps;
  const subscribers = new Map<string, Set<ListingEventListener>>();
  let listener: Promise<Listener> | null = null;
  let closed = false;

  function dispatch(payload: string | undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? '');
    } catch {
      log.warn('listing event with an unreadable payload ignored');
      return;
    }
    const result = ListingEventSchema.safeParse(parsed);
    if (!result.success) {
      log.warn(
        { issues: result.error.issues.slice(0, 3) },
        'listing event of unknown shape ignored',
      );
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

  async function listenPglite(): Promise<Listener> {
    const client = database.pglite;
    if (!client) throw new Error('PGlite database without its client');
    const unlisten = await client.listen(LISTING_EVENTS_CHANNEL, dispatch);
    return {
      async stop() {
        if (!client.closed) await unlisten();
      },
    };
  }

  async function listenPostgres(): Promise<Listener> {
    const pool = database.pool;
    if (!pool) throw new Error('PostgreSQL database without its pool');
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let stopped = false;

    const connect = async (): Promise<void> => {
      const next = new pg.Client(pool.options);
      next.on('notification', (message) => {
        if (message.channel === LISTING_EVENTS_CHANNEL) dispatch(message.payload);
      });
      // A dropped connection (server restart, network) reconnects; events sent meanwhile are
      // lost, which is why pages refetch on reconnect.
      next.on('error', (error) => log.warn({ err: error }, 'listing events connection failed'));
      next.on('end', () => {
        if (stopped || client !== next) return;
        client = null;
        retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_MS);
        retry.unref();
      });
      await next.connect();
      await next.query(`listen ${LISTING_EVENTS_CHANNEL}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
    };
    const scheduleRetry = (error: unknown) => {
      log.warn({ err: error }, 'listing events reconnect failed');
      if (stopped) return;
      retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_MS);
      retry.unref();
    };

    await connect();
    return {
      async stop() {
        stopped = true;
        clearTimeout(retry);
        const current = client;
        client = null;
        await current?.end().catch(() => undefined);
      },
    };
  }

  function ensureListening(): Promise<Listener> {
    listener ??= (database.kind === 'pglite' ? listenPglite() : listenPostgres()).catch(
      (error: unknown) => {
        listener = null;
        throw error;
      },
    );
    return listener;
  }

  return {
    async publish(event, executor = database.db) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_LIMIT) {
        log.error({ type: event.type }, 'listing event too large for NOTIFY; not sent');
        return;
      }
      await executor.execute(notifySql(payload));
    },

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

    subscriberCount() {
      let count = 0;
      for (const set of subscribers.values()) count += set.size;
      return count;
    },

    async close() {
      closed = true;
      subscribers.clear();
      const current = listener;
      listener = null;
      if (current) await (await current.catch(() => null))?.stop();
    },
  };
}
