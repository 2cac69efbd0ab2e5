import type { Db } from '../../../db/client.ts';
import { listingPackages, packageCredits, packagePurchases } from '../../../db/schema.ts';

/** Test helpers: a package on sale, and a firm's completed purchase with its credits. */

export async function insertPackage(
  db: Db,
  values: Partial<typeof listingPackages.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(listingPackages)
    .values({
      name: '5 İlan Paketi',
      listingCount: 5,
      validityDays: 90,
      price: 2_500_00,
      ...values,
    })
    .returning({ id: listingPackages.id });
  if (!row) throw new Error('package insert returned no row');
  return row.id;
}

/** A completed purchase of `credits` credits expiring at `expiresAt`, written directly. */
export async function insertCredits(
  db: Db,
  values: { firmId: string; credits: number; expiresAt: Date; now?: Date },
): Promise<string> {
  const now = values.now ?? new Date(values.expiresAt.getTime() - 86_400_000);
  const [purchase] = await db
    .insert(packagePurchases)
    .values({
      firmId: values.firmId,
      packageName: 'Deneme Paketi',
      listingCount: values.credits,
      validityDays: 30,
      price: 1_000_00,
      status: 'completed',
      completedAt: now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: packagePurchases.id });
  if (!purchase) throw new Error('purchase insert returned no row');
  await db.insert(packageCredits).values(
    Array.from({ length: values.credits }, () => ({
      purchaseId: purchase.id,
      firmId: values.firmId,
      expiresAt: values.expiresAt,
    })),
  );
  return purchase.id;
}
