import { z } from 'zod';

/**
 * Live listing events, GET /api/listings/:id/events (Server-Sent Events). Each SSE message is
 * `id: <the event's id in the server's log>`, `event: <type>` and `data: <JSON of that type's
 * schema>`. The stream starts with `retry: 2000` and an `id:` of its own (the newest event the
 * page may have missed nothing before), and sends a comment every 15 s so proxies keep it open.
 * EventSource reconnects by itself with `Last-Event-ID`: the server replays what the stream
 * missed, in order, or sends `reload` when that is older than its log (decision 086). Every
 * event's data (and `reload`'s) carries `serverNow`, the server's clock as it sent it. Events of
 * one listing arrive in the order they were committed, with growing ids; a replayed event may
 * come twice, so a page applies each (id, type) once.
 */

export const SSE_RETRY_MS = 2000;
export const SSE_HEARTBEAT_MS = 15_000;

const isoDate = z.iso.datetime();
/**
 * The server's clock at the moment it wrote the event to this stream (issue 31): a page measures
 * its countdowns' offset from each event, not only from the page's answer. Set on the stream
 * only, never in the log or between servers.
 */
const serverNow = isoDate.optional();
const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const listingId = z.guid();

/** A bid was accepted: the new highest bid and what the next one must be. */
export const BidEventSchema = z.object({
  listingId,
  amount: kurus,
  highestBid: kurus,
  minimumNextBid: kurus,
  /** Grows by one per bid: a client ignores an event with a count it has already passed. */
  bidCount: z.number().int().min(0),
  /** Masked ('Ah*** Yı***'). */
  bidderName: z.string().max(300),
  createdAt: isoDate,
  endsAt: isoDate,
  /** True when this bid moved the end (an `extended` event follows). */
  extended: z.boolean(),
  serverNow,
});
export type BidEvent = z.infer<typeof BidEventSchema>;

/** Anti-sniping moved the end of the auction. */
export const ExtendedEventSchema = z.object({ listingId, endsAt: isoDate, serverNow });
export type ExtendedEvent = z.infer<typeof ExtendedEventSchema>;

/**
 * The listing closed: an auction at its end (status ended; winner and price when it had bids),
 * an offer listing at its end (ended, no winner) or by an accepted offer (sold).
 */
export const EndedEventSchema = z.object({
  listingId,
  status: z.enum(['ended', 'sold', 'cancelled']),
  /** Masked; null when nobody won. */
  winnerName: z.string().max(300).nullable(),
  finalPrice: kurus.nullable(),
  serverNow,
});
export type EndedEvent = z.infer<typeof EndedEventSchema>;

/** An upcoming auction reached its start time and now takes bids. */
export const StartedEventSchema = z.object({ listingId, serverNow });
export type StartedEvent = z.infer<typeof StartedEventSchema>;

export const LISTING_EVENT_TYPES = ['bid', 'extended', 'ended', 'started'] as const;

/** The stream's `reload` (events.routes.ts): what it missed is no longer in the server's log. */
export { STREAM_RELOAD_EVENT } from './events.routes.ts';
export type ListingEventType = (typeof LISTING_EVENT_TYPES)[number];

/** One event with its type; also the message servers pass each other (PostgreSQL NOTIFY). */
export const ListingEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), data: BidEventSchema }),
  z.object({ type: z.literal('extended'), data: ExtendedEventSchema }),
  z.object({ type: z.literal('ended'), data: EndedEventSchema }),
  z.object({ type: z.literal('started'), data: StartedEventSchema }),
]);
export type ListingEvent = z.infer<typeof ListingEventSchema>;

/** A card grid watches at most one page of listings. */
export const EVENTS_MAX_LISTINGS = 48;

/** GET /api/listings/events?ids=a,b,c: one stream for the cards of a page. */
export const ListingEventsQuerySchema = z.object({
  ids: z
    .string()
    .max(EVENTS_MAX_LISTINGS * 37)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.guid({ error: 'Geçersiz ilan numarası.' }))
        .min(1, 'En az bir ilan seçilmelidir.')
        .max(EVENTS_MAX_LISTINGS, `En fazla ${EVENTS_MAX_LISTINGS} ilan izlenebilir.`),
    ),
});
