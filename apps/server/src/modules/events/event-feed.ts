import { ListingEventSchema, type ListingEvent } from '@arsamezat/shared/trading/events';
import type { Db } from '../../db/client.ts';
import { eventsAfter, latestEventIds, type LoggedEvent } from './event-log.sql.ts';

/** Called with each event of a listing and its id in the log, in the listing's commit order. */
export type ListingEventListener = (event: ListingEvent, id: number) => void;

/** Ends a subscription; `deliveredUpTo` is the newest id delivered before it began. */
export type Unsubscribe = (() => void) & { readonly deliveredUpTo: number };

/** Rows one read takes at most; a longer backlog is read again at once. */
const BATCH = 500;

type Watched = {
  /** The newest id delivered for this listing; null until read from the log. */
  cursor: number | null;
  listeners: Set<ListingEventListener>;
  ready: Promise<void>;
};

/**
 * One instance's reader of the log, shared by both buses (decision 086): the transport (NOTIFY
 * or NATS) only says "listing X has news"; the feed then reads, in one statement for every
 * listing it was told about, the rows after each listing's cursor and hands them to that
 * listing's subscribers in id order, which for one listing is commit order. A lost nudge loses
 * nothing: the next one, or `catchUp()` (jobs.ts), reads the same rows.
 */
export function createEventFeed(deps: {
  db: Db;
  /** An unreadable or off-contract row: counted and logged by the bus. */
  refuse: (reason: string, details: object) => void;
  onError: (error: unknown) => void;
  /** A listing gained its first subscriber here / lost its last one (NATS (un)subscribes). */
  watch?: (listingId: string) => Promise<void>;
  unwatch?: (listingId: string) => void;
}) {
  const { db, refuse } = deps;
  const watched = new Map<string, Watched>();
  const pending = new Set<string>();
  /** Nudged while their cursor was being read: read once it is known. */
  const early = new Set<string>();
  let reading: Promise<void> | null = null;
  let delivered = 0;

  function deliver(row: LoggedEvent, entry: Watched) {
    entry.cursor = row.id;
    const parsed = ListingEventSchema.safeParse({ type: row.type, data: row.data });
    if (!parsed.success || parsed.data.data.listingId !== row.listingId) {
      refuse('not the contract', { id: row.id, issues: parsed.error?.issues.slice(0, 5) ?? [] });
      return;
    }
    for (const listener of entry.listeners) {
      delivered += 1;
      try {
        listener(parsed.data, row.id);
      } catch (error) {
        deps.onError(error);
      }
    }
  }

  async function readPending(): Promise<void> {
    while (pending.size > 0) {
      const cursors = new Map<string, number>();
      for (const listingId of pending) {
        const cursor = watched.get(listingId)?.cursor;
        if (cursor !== undefined && cursor !== null) cursors.set(listingId, cursor);
      }
      pending.clear();
      if (cursors.size === 0) return;
      const rows = await eventsAfter(db, cursors, BATCH);
      for (const row of rows) {
        const entry = watched.get(row.listingId);
        // Gone meanwhile, or already delivered by a read that overlapped this one.
        if (!entry || entry.cursor === null || row.id <= entry.cursor) continue;
        deliver(row, entry);
      }
      if (rows.length === BATCH) for (const id of cursors.keys()) pending.add(id);
    }
  }

  /** News of these listings: their rows after the cursors are read (one read at a time). */
  function nudge(listingIds: Iterable<string>): void {
    for (const id of listingIds) {
      const entry = watched.get(id);
      if (entry?.cursor === null) early.add(id);
      else if (entry) pending.add(id);
    }
    if (pending.size === 0) return;
    reading ??= (async () => {
      // Nudges that arrive together (a burst of NOTIFYs) share one read.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        await readPending();
      } catch (error) {
        deps.onError(error);
      } finally {
        reading = null;
        if (pending.size > 0) nudge([]);
      }
    })();
  }

  async function subscribe(listingId: string, listener: ListingEventListener) {
    let entry = watched.get(listingId);
    if (!entry) {
      const created: Watched = { cursor: null, listeners: new Set(), ready: Promise.resolve() };
      created.ready = (async () => {
        await deps.watch?.(listingId);
        const latest = await latestEventIds(db, [listingId]);
        created.cursor = latest.get(listingId) ?? 0;
        // News while the cursor was read (its commit may have missed the read): read after it.
        if (early.delete(listingId)) nudge([listingId]);
      })();
      watched.set(listingId, created);
      entry = created;
      try {
        await created.ready;
      } catch (error) {
        if (created.listeners.size === 0) drop(listingId, created);
        throw error;
      }
    } else {
      await entry.ready;
    }
    entry.listeners.add(listener);
    const current = entry;
    const unsubscribe = () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0) drop(listingId, current);
    };
    return Object.assign(unsubscribe, { deliveredUpTo: current.cursor ?? 0 }) as Unsubscribe;
  }

  function drop(listingId: string, entry: Watched) {
    if (watched.get(listingId) !== entry) return;
    watched.delete(listingId);
    pending.delete(listingId);
    early.delete(listingId);
    deps.unwatch?.(listingId);
  }

  return {
    subscribe,
    nudge,
    /** Reads every watched listing's log once: what a lost nudge left behind (jobs.ts). */
    async catchUp(): Promise<void> {
      nudge(watched.keys());
      await reading;
    },
    /** Events handed to a subscriber since this instance started. */
    deliveredEvents: () => delivered,
    watchedListings: () => [...watched.keys()],
    clear() {
      for (const [listingId, entry] of watched) drop(listingId, entry);
    },
  };
}

export type EventFeed = ReturnType<typeof createEventFeed>;
