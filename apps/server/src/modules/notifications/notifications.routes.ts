import * as contracts from '@arsamezat/shared/notifications/notifications.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';
import { openMemberStream } from './member-stream.ts';

/** The member's bell: /api/me/notifications (list, read, read all, live stream). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  const hub = app.services.notificationHub;
  const slots = app.services.streamSlots;
  const streams = new Set<{ reconnectElsewhere(): void }>();
  app.addHook('onRequest', signedInOnly);
  // Draining (or closing): each open bell is told to reconnect elsewhere and ended (decision 089).
  const reconnectAll = () => {
    for (const stream of streams) stream.reconnectElsewhere();
  };
  app.deps.drain.onBegin(reconnectAll);
  app.addHook('preClose', async () => reconnectAll());
  app.addHook('onClose', () => hub.close());

  route(app, contracts.listNotifications, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(requireUser(request).id);
    },
  });

  route(app, contracts.markNotificationRead, {
    handler: (request) => service.markRead(requireUser(request).id, request.params.id),
  });

  route(app, contracts.markAllNotificationsRead, {
    handler: (request) => service.markAllRead(requireUser(request).id),
  });

  route(app, contracts.followNotifications, {
    handler: async (request, reply) => {
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
  });
};
