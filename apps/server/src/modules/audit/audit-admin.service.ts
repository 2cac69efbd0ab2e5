import {
  ADMIN_AUDIT_PAGE_SIZE,
  type AdminAuditPage,
  type AdminAuditQuery,
} from '@arsamezat/shared/admin/admin-inbox';
import type { Db } from '../../db/client.ts';
import { findListingTitle, selectAuditActors, selectAuditPage } from './audit-admin.repository.ts';

const ACTORS_LIMIT = 200;
const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** The audit log viewer of the admin panel: who did what when, filtered, server-paged. */
export function createAuditAdminService({ db }: { db: Db }) {
  async function listEntries(query: AdminAuditQuery): Promise<AdminAuditPage> {
    const size = ADMIN_AUDIT_PAGE_SIZE;
    const filter = {
      ...(query.actor ? { actor: query.actor } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.listing ? { listing: query.listing } : {}),
    };
    const [page, actors, listing] = await Promise.all([
      selectAuditPage(db, filter, { limit: size, offset: (query.page - 1) * size }),
      selectAuditActors(db, ACTORS_LIMIT),
      query.listing ? findListingTitle(db, query.listing) : Promise.resolve(null),
    ]);
    return {
      items: page.rows.map((row) => ({
        id: row.id,
        action: row.action,
        actor:
          row.actorId === null
            ? null
            : { id: row.actorId, fullName: fullName(row.firstName, row.lastName) },
        entityType: row.entityType,
        entityId: row.entityId,
        listing:
          row.listingId && row.listingTitle !== null
            ? { id: row.listingId, title: row.listingTitle }
            : null,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
      total: page.total,
      page: query.page,
      pageSize: size,
      actors: actors.map((a) => ({ id: a.id, fullName: fullName(a.firstName, a.lastName) })),
      listing,
    };
  }
  return { listEntries };
}

export type AuditAdminService = ReturnType<typeof createAuditAdminService>;
