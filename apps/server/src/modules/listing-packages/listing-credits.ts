import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { packageCredits } from '../../db/schema.ts';

/*
 * A firm's listing credits (issue 28): a credit is reserved when a listing is sent for approval,
 * used when the operator publishes it, and given back when the operator returns or rejects it or
 * the firm withdraws it first. Each function runs inside the caller's transaction, after the
 * caller has locked the listing row, so a listing's credit moves exactly once.
 */

/**
 * Reserves the firm's credit that expires first for `listingId`. Two submissions racing for the
 * last credit: `for update skip locked` gives it to one; the other finds none and gets false.
 * A listing that already holds a credit keeps it (true, nothing changes).
 */
export async function reserveListingCredit(
  tx: Tx,
  input: { firmId: string; listingId: string; now: Date },
): Promise<boolean> {
  const [held] = await tx
    .select({ id: packageCredits.id })
    .from(packageCredits)
    .where(
      and(
        eq(packageCredits.listingId, input.listingId),
        inArray(packageCredits.state, ['reserved', 'used']),
      ),
    );
  if (held) return true;
  const [free] = await tx
    .select({ id: packageCredits.id })
    .from(packageCredits)
    .where(
      and(
        eq(packageCredits.firmId, input.firmId),
        eq(packageCredits.state, 'available'),
        gt(packageCredits.expiresAt, input.now),
      ),
    )
    .orderBy(asc(packageCredits.expiresAt), asc(packageCredits.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!free) return false;
  await tx
    .update(packageCredits)
    .set({ state: 'reserved', listingId: input.listingId, reservedAt: input.now })
    .where(eq(packageCredits.id, free.id));
  return true;
}

/** The listing was published: its reserved credit is used. False when it held none. */
export async function useListingCredit(
  tx: Tx,
  input: { listingId: string; now: Date },
): Promise<boolean> {
  const used = await tx
    .update(packageCredits)
    .set({ state: 'used', usedAt: input.now })
    .where(and(eq(packageCredits.listingId, input.listingId), eq(packageCredits.state, 'reserved')))
    .returning({ id: packageCredits.id });
  return used.length > 0;
}

/**
 * The listing was returned, rejected or withdrawn before publication: its reserved credit goes
 * back to the firm (it keeps its own expiry). False when it held none.
 */
export async function releaseListingCredit(tx: Tx, input: { listingId: string }): Promise<boolean> {
  const released = await tx
    .update(packageCredits)
    .set({ state: 'available', listingId: null, reservedAt: null })
    .where(and(eq(packageCredits.listingId, input.listingId), eq(packageCredits.state, 'reserved')))
    .returning({ id: packageCredits.id });
  return released.length > 0;
}
