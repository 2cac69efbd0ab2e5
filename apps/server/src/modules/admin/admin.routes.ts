import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countUsers } from '../auth/user.repository.ts';
import { adminOnly } from '../auth/guards.ts';

/**
 * The admin API under /api/admin. The guard is a hook on this whole plugin, so every route
 * registered here answers 401 to a guest and 403 to a member before anything else runs. Admin
 * routes living in another module must add `onRequest: adminOnly` themselves (a test walks every
 * registered /api/admin route and checks).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);

  app.get(
    '/admin/users/count',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many accounts exist',
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async () => ({ count: await countUsers(app.deps.db) }),
  );
};
