import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  firms,
  listingPackages,
  packageCredits,
  packagePurchases,
  payments,
  users,
} from '../../db/schema.ts';

/** A firm's side of packages: what is on sale, its purchases and its credits. */

export function selectActivePackages(db: Db) {
  return db
    .select({
      id: listingPackages.id,
      name: listingPackages.name,
      listingCount: listingPackages.listingCount,
      validityDays: listingPackages.validityDays,
      price: listingPackages.price,
    })
    .from(listingPackages)
    .where(eq(listingPackages.active, true))
    .orderBy(asc(listingPackages.price), asc(listingPackages.name))
    .limit(200);
}

export async function findPackageForSale(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: listingPackages.id,
      name: listingPackages.name,
      listingCount: listingPackages.listingCount,
      validityDays: listingPackages.validityDays,
      price: listingPackages.price,
      active: listingPackages.active,
    })
    .from(listingPackages)
    .where(eq(listingPackages.id, id))
    .for('share');
  return row ?? null;
}

export async function insertPurchase(
  tx: Tx,
  values: {
    firmId: string;
    packageId: string;
    packageName: string;
    listingCount: number;
    validityDays: number;
    price: number;
    purchasedBy: string;
    now: Date;
  },
): Promise<string> {
  const { now, ...fields } = values;
  const [row] = await tx
    .insert(packagePurchases)
    .values({ ...fields, status: 'pending', createdAt: now, updatedAt: now })
    .returning({ id: packagePurchases.id });
  if (!row) throw new Error('purchase insert returned no row');
  return row.id;
}

export async function selectBuyerContact(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The firm's latest 100 purchases, newest first, with who bought each. */
export function selectFirmPurchases(db: Db, firmId: string) {
  return db
    .select({
      id: packagePurchases.id,
      packageName: packagePurchases.packageName,
      listingCount: packagePurchases.listingCount,
      validityDays: packagePurchases.validityDays,
      amount: packagePurchases.price,
      status: packagePurchases.status,
      receiptNo: packagePurchases.receiptNo,
      createdAt: packagePurchases.createdAt,
      completedAt: packagePurchases.completedAt,
      expiresAt: packagePurchases.expiresAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(packagePurchases)
    .leftJoin(users, eq(users.id, packagePurchases.purchasedBy))
    .where(eq(packagePurchases.firmId, firmId))
    .orderBy(desc(packagePurchases.createdAt), desc(packagePurchases.id))
    .limit(100);
}

/** The firm's credits counted by state; an available credit past its date counts as expired. */
export async function countFirmCredits(db: Db, firmId: string, now: Date) {
  const [row] = await db
    .select({
      available: sql<number>`count(*) filter (where ${packageCredits.state} = 'available' and ${packageCredits.expiresAt} > ${now.toISOString()}::timestamptz)::int`,
      nextExpiry: sql<
        string | null
      >`min(${packageCredits.expiresAt}) filter (where ${packageCredits.state} = 'available' and ${packageCredits.expiresAt} > ${now.toISOString()}::timestamptz)`,
      reserved: sql<number>`count(*) filter (where ${packageCredits.state} = 'reserved')::int`,
      used: sql<number>`count(*) filter (where ${packageCredits.state} = 'used')::int`,
    })
    .from(packageCredits)
    .where(eq(packageCredits.firmId, firmId));
  return row ?? { available: 0, nextExpiry: null, reserved: 0, used: 0 };
}

/** Unspent credits past their date, grouped by that date (newest first). */
export function selectExpiredCredits(db: Db, firmId: string, now: Date) {
  return db
    .select({ expiresAt: packageCredits.expiresAt, count: sql<number>`count(*)::int` })
    .from(packageCredits)
    .where(
      and(
        eq(packageCredits.firmId, firmId),
        eq(packageCredits.state, 'available'),
        lte(packageCredits.expiresAt, now),
      ),
    )
    .groupBy(packageCredits.expiresAt)
    .orderBy(desc(packageCredits.expiresAt))
    .limit(200);
}

/** A completed purchase of the firm with its firm's details and its completed payment. */
export async function findReceipt(db: Db, firmId: string, purchaseId: string) {
  const [row] = await db
    .select({
      receiptNo: packagePurchases.receiptNo,
      packageName: packagePurchases.packageName,
      listingCount: packagePurchases.listingCount,
      validityDays: packagePurchases.validityDays,
      amount: packagePurchases.price,
      completedAt: packagePurchases.completedAt,
      expiresAt: packagePurchases.expiresAt,
      firmTitle: firms.title,
      taxOffice: firms.taxOffice,
      taxNumber: firms.taxNumber,
      address: firms.address,
      firstName: users.firstName,
      lastName: users.lastName,
      orderId: payments.orderId,
      transactionId: payments.providerPaymentId,
      provider: payments.provider,
    })
    .from(packagePurchases)
    .innerJoin(firms, eq(firms.id, packagePurchases.firmId))
    .innerJoin(
      payments,
      and(eq(payments.packagePurchaseId, packagePurchases.id), eq(payments.status, 'completed')),
    )
    .leftJoin(users, eq(users.id, packagePurchases.purchasedBy))
    .where(
      and(
        eq(packagePurchases.id, purchaseId),
        eq(packagePurchases.firmId, firmId),
        eq(packagePurchases.status, 'completed'),
      ),
    )
    .limit(1);
  return row ?? null;
}
