import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { firmMembers, firms } from '../../db/schema.ts';

export type FirmStatus = (typeof firms.$inferSelect)['status'];
export type FirmRole = (typeof firmMembers.$inferSelect)['role'];

/** The firm a member acts for, with their role in it and the firm's standing. */
export type FirmMembership = {
  firmId: string;
  firmSlug: string;
  firmTitle: string;
  firmStatus: FirmStatus;
  role: FirmRole;
};

/**
 * The firm `userId` belongs to (a member belongs to at most one, `firm_members_user_key`), or
 * null. Every firm route asks this on each request and acts only on that firm's objects.
 */
export async function firmMembershipOf(
  db: Db | Tx,
  userId: string,
): Promise<FirmMembership | null> {
  const [row] = await db
    .select({
      firmId: firms.id,
      firmSlug: firms.slug,
      firmTitle: firms.title,
      firmStatus: firms.status,
      role: firmMembers.role,
    })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(eq(firmMembers.userId, userId));
  return row ?? null;
}
