import * as contracts from '@arsamezat/shared/trading/events.contracts';
import type { ListingEvent } from '@arsamezat/shared/trading/events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import type { ListingEventListener, Unsubscribe } from './event-bus.ts';
import { openSseStream, type SseStream } from './sse.ts';

type Follow = (listener: ListingEventListener) => Promise<Unsubscribe[]>;

/** The browser's `Last-Event-ID` (EventSource sends it on a reconnect); bounded. */
function lastEventIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['last-event-id'];
  return typeof value === 'string' ? value.slice(0, 40) : undefined;
}

/**
 * Live listing events as Server-Sent Events: one listing's, or a card grid's (many listings).
 * Each event carries its id in the log; a reconnect is replayed what it missed (decision 086).
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.listingEvents;
  const slots = app.services.streamSlots;
  const streams = new Set<SseStream>();

  // Open streams would keep `close()` waiting for ever: as the instance drains (or, without a
  // drain, as shutdown begins) each is told to reconnect elsewhere and ended (decision 089).
  const reconnectAll = () => {
    for (const stream of streams) stream.reconnectElsewhere();
  };
  app.deps.drain.onBegin(reconnectAll);
  app.addHook('preClose', async () => reconnectAll());

  /**
   * Subscribes (through `follow`), reads what a reconnect missed, answers the stream: the replay
   * (or `reload`), then the live events that came meanwhile, then each as it comes. Every
   * subscription ends with the stream.
   */
  async function streamEvents(
    request: FastifyRequest,
    reply: FastifyReply,
    listingIds: string[],
    follow: Follow,
    grid: boolean,
  ): Promise<void> {
    // A slot of the address's cap (429 past it), given back however the stream ends.
    const release = slots.take({ address: request.ip });
    // Live events wait here while the replay is read; then they pass straight on.
    const waiting: { event: ListingEvent; id: number }[] = [];
    const relay: { stream?: SseStream; skipUpTo: number } = { skipUpTo: 0 };
    const listener: ListingEventListener = (event, id) => {
      if (!relay.stream) waiting.push({ event, id });
      else if (id > relay.skipUpTo) relay.stream.send(event, id);
    };
    const lastEventId = lastEventIdOf(request);
    let unsubscribes: Unsubscribe[] = [];
    let opening;
    try {
      // Subscribe and read before answering, so a failure is still an ordinary error response.
      unsubscribes = await follow(listener);
      opening = await service.opening(listingIds, unsubscribes, lastEventId, grid);
    } catch (error) {
      for (const unsubscribe of unsubscribes) unsubscribe();
      release();
      throw error;
    }
    reply.hijack();
    const opened = openSseStream(reply.raw, {
      requestId: request.id,
      clock: app.deps.clock,
      onClose: () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
        streams.delete(opened);
        release();
      },
    });
    streams.add(opened);
    let lastSent = 0;
    for (const { id, event } of opening.replay) {
      opened.send(event, id);
      lastSent = id;
    }
    // A first connection always gets an id, so that its first reconnect names one.
    if (opening.reload || lastSent < opening.id || lastEventId === undefined) {
      opened.mark(opening.id, opening.reload);
    }
    relay.skipUpTo = opening.skipUpTo;
    relay.stream = opened;
    for (const { event, id } of waiting.splice(0)) listener(event, id);
    // The browser may have gone while we subscribed; its 'close' has then already fired.
    if (request.raw.socket.destroyed) opened.end();
  }

  route(app, contracts.followListing, {
    handler: (request, reply) =>
      streamEvents(
        request,
        reply,
        [request.params.id],
        (listener) => service.followListing(request.params.id, listener),
        false,
      ),
  });

  route(app, contracts.followListings, {
    handler: (request, reply) =>
      streamEvents(
        request,
        reply,
        request.query.ids,
        (listener) => service.followListings(request.query.ids, listener),
        true,
      ),
  });
};
