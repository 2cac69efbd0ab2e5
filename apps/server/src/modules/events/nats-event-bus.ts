import type { FastifyBaseLogger } from 'fastify';
import { connect, Events, type NatsConnection, type Subscription } from 'nats';
import type { Database } from '../../db/client.ts';
import { createBusCore, type EventBus } from './event-bus.ts';
import { createEventFeed } from './event-feed.ts';

/** One subject per listing: a NATS server sends an instance only the listings it watches. */
export const natsSubject = (listingId: string) => `arsamezat.listing-events.${listingId}`;

/**
 * Live events across instances through a NATS server (decision 087). The event is a row of the
 * log (decision 086) written in its transaction, as on the NOTIFY bus; once that transaction has
 * committed, the writer `announce`s the listing on its subject (an empty message), and every
 * instance watching that listing reads the rows after its cursor (event-feed.ts). Nothing is
 * announced before the commit, so nobody reads a row that is not there; an announcement lost in
 * between (a crash, NATS unreachable) is made good by `catchUp` (jobs.ts, every 2 s), which
 * reads the log for every watched listing.
 */
export function createNatsEventBus(deps: {
  database: Database;
  log: FastifyBaseLogger;
  url: string;
}): EventBus {
  const { database, log, url } = deps;
  const core = createBusCore(deps);
  const subscriptions = new Map<string, Subscription>();
  let connection: Promise<NatsConnection> | null = null;
  let closed = false;

  function connected(): Promise<NatsConnection> {
    connection ??= connect({
      servers: url,
      name: 'arsamezat',
      // Keep trying for ever: until it is back, `catchUp` delivers from the log.
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
      // A first connection that fails, fails soon: streams then open on the catch-up alone.
      timeout: 2000,
    }).then(
      (nc) => {
        void (async () => {
          for await (const status of nc.status()) {
            if (status.type === Events.Disconnect || status.type === Events.Reconnect) {
              log.warn({ nats: status.type }, `listing events: NATS ${status.type}`);
            }
          }
        })();
        return nc;
      },
      (error: unknown) => {
        connection = null;
        throw error;
      },
    );
    return connection;
  }

  const feed = createEventFeed({
    ...core.feedDeps,
    async watch(listingId) {
      let nc: NatsConnection;
      try {
        nc = await connected();
      } catch (error) {
        // NATS unreachable: the stream still opens, and the catch-up job (every 2 s) feeds it.
        log.warn({ err: error }, 'listing events: NATS unreachable; the log is read every 2 s');
        return;
      }
      const subscription = nc.subscribe(natsSubject(listingId), {
        callback: (error) => {
          if (error) log.warn({ err: error }, 'listing events: NATS subscription');
          else feed.nudge([listingId]);
        },
      });
      subscriptions.set(listingId, subscription);
      // The server has the subscription before the feed reads the listing's cursor.
      await nc.flush();
    },
    unwatch(listingId) {
      subscriptions.get(listingId)?.unsubscribe();
      subscriptions.delete(listingId);
    },
  });

  function announce(listingIds: Iterable<string>): void {
    const ids = [...new Set(listingIds)];
    if (ids.length === 0 || closed) return;
    connected().then(
      (nc) => {
        for (const id of ids) nc.publish(natsSubject(id));
      },
      (error: unknown) => log.warn({ err: error }, 'listing events: NATS unreachable'),
    );
  }

  return {
    kind: 'nats',
    async publish(event, executor) {
      const recorded = await core.record(event, executor ?? database.db, false);
      // Autocommitted: it is in the log now.
      if (recorded && !executor) announce([event.data.listingId]);
    },
    announce,
    async subscribe(listingId, fn) {
      if (closed) throw new Error('event bus closed');
      return feed.subscribe(listingId, fn);
    },
    catchUp: () => feed.catchUp(),
    refusedEvents: core.refusedEvents,
    publishedEvents: core.publishedEvents,
    deliveredEvents: feed.deliveredEvents,
    async close() {
      closed = true;
      feed.clear();
      const current = connection;
      connection = null;
      const nc = await current?.catch(() => null);
      if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
    },
  };
}
