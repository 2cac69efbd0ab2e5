import * as contracts from '@arsamezat/shared/trading/events.contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import type { ListingEventListener } from './event-bus.ts';
import { openSseStream, type SseStream } from './sse.ts';

type Follow = (listener: ListingEventListener) => Promise<(() => void)[]>;

/** Live listing events as Server-Sent Events: one listing's, or a card grid's (many listings). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.listingEvents;
  const slots = app.services.streamSlots;
  const streams = new Set<SseStream>();

  // Open streams would keep `close()` waiting for ever: end them as shutdown begins.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  /** Subscribes (through `follow`), answers the stream; every subscription ends with it. */
  async function streamEvents(
    request: FastifyRequest,
    reply: FastifyReply,
    follow: Follow,
  ): Promise<void> {
    // A slot of the address's cap (429 past it), given back however the stream ends.
    const release = slots.take({ address: request.ip });
    // Events may come before the stream exists only in theory (no I/O runs in between).
    const relay: { stream?: SseStream } = {};
    let unsubscribes: (() => void)[];
    try {
      // Subscribe before answering, so a failure is still an ordinary error response.
      unsubscribes = await follow((event) => relay.stream?.send(event));
    } catch (error) {
      release();
      throw error;
    }
    reply.hijack();
    const opened = openSseStream(reply.raw, {
      requestId: request.id,
      onClose: () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
        streams.delete(opened);
        release();
      },
    });
    relay.stream = opened;
    streams.add(opened);
    // The browser may have gone while we subscribed; its 'close' has then already fired.
    if (request.raw.socket.destroyed) opened.end();
  }

  route(app, contracts.followListing, {
    handler: (request, reply) =>
      streamEvents(request, reply, (listener) =>
        service.followListing(request.params.id, listener),
      ),
  });

  route(app, contracts.followListings, {
    handler: (request, reply) =>
      streamEvents(request, reply, (listener) =>
        service.followListings(request.query.ids, listener),
      ),
  });
};
