import { LISTING_NOT_FOUND, ListingIdParamsSchema } from '@arsamezat/shared/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { listingExists } from '../listings/listings.repository.ts';
import { openSseStream, type SseStream } from './sse.ts';

/** GET /api/listings/:id/events: the live events of one listing as Server-Sent Events. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const events = app.listingEvents;
  const streams = new Set<SseStream>();

  // Open streams would keep `close()` waiting for ever: end them as shutdown begins.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    '/listings/:id/events',
    {
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

      // Events may come before the stream exists only in theory (no I/O runs in between).
      const relay: { stream?: SseStream } = {};
      // Subscribe before answering, so a failure is still an ordinary error response.
      const unsubscribe = await events.subscribe(listingId, (event) => relay.stream?.send(event));
      reply.hijack();
      const opened = openSseStream(reply.raw, {
        requestId: request.id,
        onClose: () => {
          unsubscribe();
          streams.delete(opened);
        },
      });
      relay.stream = opened;
      streams.add(opened);
      // The browser may have gone while we subscribed; its 'close' has then already fired.
      if (request.raw.socket.destroyed) opened.end();
    },
  );
};
