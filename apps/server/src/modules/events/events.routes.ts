import { ListingEventsQuerySchema } from '@arsamezat/shared/events';
import { LISTING_NOT_FOUND, ListingIdParamsSchema } from '@arsamezat/shared/listings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { listingExists } from '../listings/listings.repository.ts';
import { openSseStream, type SseStream } from './sse.ts';

/** Live listing events as Server-Sent Events: one listing's, or a card grid's (many listings). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const events = app.listingEvents;
  const streams = new Set<SseStream>();

  // Open streams would keep `close()` waiting for ever: end them as shutdown begins.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  /** Subscribes to the listings, answers the stream; every subscription ends with it. */
  async function streamEvents(
    request: FastifyRequest,
    reply: FastifyReply,
    listingIds: string[],
  ): Promise<void> {
    // Events may come before the stream exists only in theory (no I/O runs in between).
    const relay: { stream?: SseStream } = {};
    // Subscribe before answering, so a failure is still an ordinary error response.
    const unsubscribes = await Promise.all(
      listingIds.map((id) => events.subscribe(id, (event) => relay.stream?.send(event))),
    );
    reply.hijack();
    const opened = openSseStream(reply.raw, {
      requestId: request.id,
      onClose: () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
        streams.delete(opened);
      },
    });
    relay.stream = opened;
    streams.add(opened);
    // The browser may have gone while we subscribed; its 'close' has then already fired.
    if (request.raw.socket.destroyed) opened.end();
  }

  app.get(
    '/listings/:id/events',
    {
      config: { errorCodes: ['NOT_FOUND'] },
      schema: {
        tags: ['listings'],
        summary:
          'Live events of a listing (text/event-stream): bid, extended, ended, started; see packages/shared/src/events.ts',
        params: ListingIdParamsSchema,
      },
    },
    async (request, reply) => {
      const listingId = request.params.id;
      if (!(await listingExists(db, listingId))) throw notFound(LISTING_NOT_FOUND);
      await streamEvents(request, reply, [listingId]);
    },
  );

  app.get(
    '/listings/events',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Live events of up to 48 listings at once (a card grid), as one text/event-stream; unknown ids simply never send',
        querystring: ListingEventsQuerySchema,
      },
    },
    async (request, reply) => {
      await streamEvents(request, reply, request.query.ids);
    },
  );
};
