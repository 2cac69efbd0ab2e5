import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import { notFound } from '../../lib/errors.ts';
import type { ListingsService } from '../listings/index.ts';
import type { EventBus, ListingEventListener } from './event-bus.ts';

type Deps = { events: EventBus; listings: Pick<ListingsService, 'publishedListingExists'> };

/** Subscriptions for the live streams; each returns the functions that end them. */
export function createListingEventsService({ events, listings }: Deps) {
  function subscribeAll(ids: string[], listener: ListingEventListener) {
    return Promise.all(ids.map((id) => events.subscribe(id, listener)));
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

  return { followListing, followListings };
}

export type ListingEventsService = ReturnType<typeof createListingEventsService>;
