import { defineContract } from '../core/api-route.ts';
import { AdminAuditQuerySchema, AdminAuditPageSchema } from './admin-inbox.ts';
import { listAuditEntriesRoute } from './admin-audit.routes.ts';

export const listAuditEntries = defineContract(listAuditEntriesRoute, {
  schema: {
    tags: ['admin'],
    summary: 'The audit log, newest first, 30 per page; filter by actor, action and listing',
    querystring: AdminAuditQuerySchema,
    response: { 200: AdminAuditPageSchema },
  },
});
