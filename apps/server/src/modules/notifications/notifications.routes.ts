import {
  NotificationIdParamsSchema,
  NotificationListResponseSchema,
  UnreadCountResponseSchema,
} from '@arsamezat/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { openMemberStream } from './member-stream.ts';

/** The member's bell: /api/me/notifications (list, read, read all, live stream). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  const hub = app.services.notificationHub;
  const slots = app.services.streamSlots;
  const streams = new Set<{ end(): void }>();
  app.addHook('onRequest', signedInOnly);
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', () => hub.close());

  app.get(
    '/me/notifications',
    {
      schema: {
        tags: ['me'],
        summary: 'My latest in-app notifications (newest first) and how many are unread',
        response: { 200: NotificationListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(requireUser(request).id);
    },
  );

  app.post(
    '/me/notifications/:id/read',
    {
      config: { errorCodes: ['NOTIFICATION_NOT_FOUND'] },
      schema: {
        tags: ['me'],
        summary: 'Mark one of my notifications read',
        params: NotificationIdParamsSchema,
        response: { 200: UnreadCountResponseSchema },
      },
    },
    (request) => service.markRead(requireUser(request).id, request.params.id),
  );

  app.post(
    '/me/notifications/read-all',
    {
      schema: {
        tags: ['me'],
        summary: 'Mark all my notifications read',
        response: { 200: UnreadCountResponseSchema },
      },
    },
    (request) => service.markAllRead(requireUser(request).id),
  );

  app.get(
    '/me/notifications/stream',
    {
      config: { errorCodes: ['TOO_MANY_STREAMS'] },
      schema: {
        tags: ['me'],
        summary:
          'My live stream (text/event-stream): a `notifications` event when my list changes; only my own',
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A slot of the address's and the member's caps (429 past either), given back at the end.
      const release = slots.take({ address: request.ip, memberId: user.id });
      const relay: { changed?: () => void } = {};
      let unsubscribe: () => void;
      try {
        unsubscribe = await hub.subscribe(user.id, () => relay.changed?.());
      } catch (error) {
        release();
        throw error;
      }
      reply.hijack();
      const stream = openMemberStream(reply.raw, request.id, () => {
        unsubscribe();
        streams.delete(stream);
        release();
      });
      relay.changed = stream.changed;
      streams.add(stream);
      if (request.raw.socket.destroyed) stream.end();
    },
  );
};
