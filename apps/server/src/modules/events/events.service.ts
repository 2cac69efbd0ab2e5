import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import { ListingEventSchema, type ListingEvent } from '@arsamezat/shared/trading/events';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { ListingsService } from '../listings/index.ts';
import type { EventBus, ListingEventListener, Unsubscribe } from './event-bus.ts';
import { logCovers, missedEvents } from './event-log.sql.ts';

type Deps = {
  db: Db;
  events: EventBus;
  listings: Pick<ListingsService, 'publishedListingExists'>;
};

/** A reconnect that missed more than this is told to reload rather than replayed to. */
export const REPLAY_LIMIT = 500;
/**
 * A card grid's one id spans listings that commit independently: its replay also takes the
 * events recorded this long before the event it names (decision 086).
 */
const GRID_OVERLAP_SECONDS = 5;
const LAST_EVENT_ID = /^\d{1,15}$/;

/** How a stream begins: what it missed, in order, or `reload`; then `id` marks where it is. */
export type StreamOpening = {
  replay: { id: number; event: ListingEvent }[];
  reload: boolean;
  /** The newest event delivered before the stream's subscriptions began. */
  id: number;
  /** Live events up to this id are already in the replay or were seen by the browser. */
  skipUpTo: number;
};

/** Subscriptions for the live streams, and what a reconnecting stream missed (decision 086). */
export function createListingEventsService({ db, events, listings }: Deps) {
  async function subscribeAll(ids: string[], listener: ListingEventListener) {
    const subscriptions: Unsubscribe[] = [];
    try {
      for (const id of ids) subscriptions.push(await events.subscribe(id, listener));
    } catch (error) {
      for (const stop of subscriptions) stop();
      throw error;
    }
    return subscriptions;
  }

  /** One listing's events; 404 for an unknown listing. */
  async function followListing(listingId: string, listener: ListingEventListener) {
    if (!(await listings.publishedListingExists(listingId))) throw notFound(LISTING_NOT_FOUND);
    return subscribeAll([listingId], listener);
  }

  /** A card grid's events; unknown ids simply never send. */
  function followListings(listingIds: string[], listener: ListingEventListener) {
    return subscribeAll(listingIds, listener);
  }

  /**
   * What the stream of `subscriptions` (one per listing) starts with, given the browser's
   * `Last-Event-ID`: nothing (a first connection), the events after it up to where the
   * subscriptions begin, or `reload` when the log no longer covers it (pruned, an id it never
   * gave, more than `REPLAY_LIMIT` events). `grid`: one id for many listings (an overlap).
   */
  async function opening(
    listingIds: string[],
    subscriptions: Unsubscribe[],
    lastEventId: string | undefined,
    grid: boolean,
  ): Promise<StreamOpening> {
    const upTo = new Map(listingIds.map((id, i) => [id, subscriptions[i]?.deliveredUpTo ?? 0]));
    const newest = Math.max(0, ...upTo.values());
    const fresh = { replay: [], reload: false, id: newest, skipUpTo: 0 };
    if (lastEventId === undefined) return fresh;
    const reload = { ...fresh, reload: true };
    if (!LAST_EVENT_ID.test(lastEventId.trim())) return reload;
    const after = Number(lastEventId.trim());
    if (after > 0 && !(await logCovers(db, after))) return reload;
    const rows = await missedEvents(db, {
      after,
      upTo,
      overlapSeconds: grid ? GRID_OVERLAP_SECONDS : 0,
      limit: REPLAY_LIMIT + 1,
    });
    if (rows.length > REPLAY_LIMIT) return reload;
    const replay = rows.flatMap((row) => {
      const parsed = ListingEventSchema.safeParse({ type: row.type, data: row.data });
      return parsed.success ? [{ id: row.id, event: parsed.data }] : [];
    });
    return { replay, reload: false, id: newest, skipUpTo: grid ? 0 : after };
  }

  return { followListing, followListings, opening };
}

export type ListingEventsService = ReturnType<typeof createListingEventsService>;
