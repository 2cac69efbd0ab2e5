import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { auditLog } from '../../db/schema/messages.ts';
import { deposits, offers, payments } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The listing an audit row concerns: the listing itself, or the listing of the offer, deposit or
 * payment it names (entity ids are stored as text, so the comparison is on text).
 */
const listingIdOf = sql<string | null>`case ${auditLog.entityType}
  when 'listing' then ${auditLog.entityId}
  when 'offer' then (select ${offers.listingId}::text from ${offers} where ${offers.id}::text = ${auditLog.entityId})
  when 'deposit' then (select ${deposits.listingId}::text from ${deposits} where ${deposits.id}::text = ${auditLog.entityId})
  when 'payment' then (select ${payments.listingId}::text from ${payments} where ${payments.id}::text = ${auditLog.entityId})
end`;

/** `actor` is a user id, or `system` for the server's own writes. */
export type AuditFilter = { actor?: string; action?: string; listing?: string };

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.actor === 'system') conditions.push(isNull(auditLog.actorId));
  else if (filter.actor) conditions.push(eq(auditLog.actorId, filter.actor));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.listing) conditions.push(sql`${listingIdOf} = ${filter.listing}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of the log, newest first, with the actor's name and the listing's title. */
export async function selectAuditPage(
  db: Db,
  filter: AuditFilter,
  options: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorId: auditLog.actorId,
        firstName: users.firstName,
        lastName: users.lastName,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        createdAt: auditLog.createdAt,
        listingId: listingIdOf,
        listingTitle: sql<
          string | null
        >`(select ${listings.title} from ${listings} where ${listings.id}::text = ${listingIdOf})`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Everyone who wrote to the log, by name (for the actor filter). */
export function selectAuditActors(db: Db, limit: number) {
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

export async function findListingTitle(db: Db, id: string) {
  const [row] = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(eq(listings.id, id));
  return row ?? null;
}
