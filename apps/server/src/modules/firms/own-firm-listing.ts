import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { firmMembers, listings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Whether `userId` acts for the firm that owns `listingId` (issue 28: nobody from a firm bids,
 * sets a maximum, sends an offer or pays a deposit on that firm's own listing). One indexed
 * lookup: the member's one firm (`firm_members_user_key`) against the listing's `firm_id`.
 */
export async function isOwnFirmListing(
  db: Db | Tx,
  userId: string,
  listingId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ firmId: firmMembers.firmId })
    .from(firmMembers)
    .innerJoin(listings, eq(listings.firmId, firmMembers.firmId))
    .where(and(eq(firmMembers.userId, userId), eq(listings.id, listingId)))
    .limit(1);
  return row !== undefined;
}

/** 403 OWN_FIRM_LISTING when `userId` acts for the firm that owns `listingId`. */
export async function refuseOwnFirmListing(
  db: Db | Tx,
  userId: string,
  listingId: string,
): Promise<void> {
  if (await isOwnFirmListing(db, userId, listingId)) throw new AppError('OWN_FIRM_LISTING');
}
