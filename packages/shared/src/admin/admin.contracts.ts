import { defineContract } from '../core/api-route.ts';
import { z } from 'zod';
import { countUsersRoute } from './admin.routes.ts';

export const countUsers = defineContract(countUsersRoute, {
  schema: {
    tags: ['admin'],
    summary: 'How many accounts exist',
    response: { 200: z.object({ count: z.number().int() }) },
  },
});
