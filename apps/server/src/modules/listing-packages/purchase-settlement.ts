import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { packageCredits, packagePurchases } from '../../db/schema.ts';
import { recordAudit } from '../audit/index.ts';

/*
 * What the payments module does to a package purchase when the provider has answered (issue 28):
 * it calls these inside the transaction that moves the payment row out of `pending`, so a
 * purchase completes (and gets its credits) or fails exactly once, whoever answers first — the
 * callback, a replay of it, or the reconciliation job.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'PKT-20261127-1A2B3C4D5E6F': the day it was paid (Istanbul) and 12 hex of the purchase id. */
export function receiptNumber(purchaseId: string, paidAt: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(paidAt)
    .replace(/-/g, '');
  return `PKT-${day}-${purchaseId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/**
 * Completes a pending purchase: receipt number, paid and expiry times, and `listing_count`
 * available credits valid until the expiry. A purchase no longer pending changes nothing.
 */
export async function completePackagePurchase(
  tx: Tx,
  input: { purchaseId: string; now: Date },
): Promise<boolean> {
  const [pending] = await tx
    .select({ validityDays: packagePurchases.validityDays })
    .from(packagePurchases)
    .where(and(eq(packagePurchases.id, input.purchaseId), eq(packagePurchases.status, 'pending')))
    .for('update');
  if (!pending) return false;
  const expiresAt = new Date(input.now.getTime() + pending.validityDays * DAY_MS);
  const [done] = await tx
    .update(packagePurchases)
    .set({
      status: 'completed',
      receiptNo: receiptNumber(input.purchaseId, input.now),
      completedAt: input.now,
      expiresAt,
      updatedAt: input.now,
    })
    .where(and(eq(packagePurchases.id, input.purchaseId), eq(packagePurchases.status, 'pending')))
    .returning({
      firmId: packagePurchases.firmId,
      listingCount: packagePurchases.listingCount,
      purchasedBy: packagePurchases.purchasedBy,
      receiptNo: packagePurchases.receiptNo,
    });
  if (!done) return false;
  await tx.execute(sql`
    insert into ${packageCredits} (purchase_id, firm_id, state, expires_at, created_at)
    select ${input.purchaseId}::uuid, ${done.firmId}::uuid, 'available',
           ${expiresAt.toISOString()}::timestamptz, ${input.now.toISOString()}::timestamptz
    from generate_series(1, ${done.listingCount}::int)`);
  await recordAudit(tx, {
    actorId: done.purchasedBy,
    action: 'package.purchase_completed',
    entityType: 'package_purchase',
    entityId: input.purchaseId,
    before: { status: 'pending' },
    after: {
      status: 'completed',
      receiptNo: done.receiptNo,
      credits: done.listingCount,
      expiresAt: expiresAt.toISOString(),
    },
  });
  return true;
}

/** Fails a pending purchase (the card was declined or the payment never finished): no credits. */
export async function failPackagePurchase(
  tx: Tx,
  input: { purchaseId: string; now: Date },
): Promise<boolean> {
  const [failed] = await tx
    .update(packagePurchases)
    .set({ status: 'failed', updatedAt: input.now })
    .where(and(eq(packagePurchases.id, input.purchaseId), eq(packagePurchases.status, 'pending')))
    .returning({ purchasedBy: packagePurchases.purchasedBy });
  if (!failed) return false;
  await recordAudit(tx, {
    actorId: failed.purchasedBy,
    action: 'package.purchase_failed',
    entityType: 'package_purchase',
    entityId: input.purchaseId,
    before: { status: 'pending' },
    after: { status: 'failed' },
  });
  return true;
}

/** Whether a package payment may still take money: only while its purchase is pending. */
export async function packagePurchaseStanding(
  db: Db,
  purchaseId: string,
): Promise<'live' | 'paid' | 'superseded'> {
  const [row] = await db
    .select({ status: packagePurchases.status })
    .from(packagePurchases)
    .where(eq(packagePurchases.id, purchaseId));
  if (row?.status === 'pending') return 'live';
  return row?.status === 'completed' ? 'paid' : 'superseded';
}
