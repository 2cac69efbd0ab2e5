import type { PackageInput } from '@arsamezat/shared/admin/admin-packages';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listingPackages, packagePurchases } from '../../db/schema.ts';

/** The operator's packages ('Paketler') and how many purchases each has. */

const packageColumns = {
  id: listingPackages.id,
  name: listingPackages.name,
  listingCount: listingPackages.listingCount,
  validityDays: listingPackages.validityDays,
  price: listingPackages.price,
  active: listingPackages.active,
  createdAt: listingPackages.createdAt,
  updatedAt: listingPackages.updatedAt,
  // Spelled out: inside a subquery drizzle would render the column unqualified (pp's own id).
  soldCount: sql<number>`(select count(*)::int from ${packagePurchases} pp where pp.package_id = listing_packages.id and pp.status = 'completed')`,
  purchaseCount: sql<number>`(select count(*)::int from ${packagePurchases} pp where pp.package_id = listing_packages.id)`,
};
export type AdminPackageRow = Awaited<ReturnType<typeof selectAdminPackages>>[number];

/** Every package: on sale first, then by price. */
export function selectAdminPackages(db: Db | Tx) {
  return db
    .select(packageColumns)
    .from(listingPackages)
    .orderBy(desc(listingPackages.active), asc(listingPackages.price), asc(listingPackages.name))
    .limit(500);
}

export async function findAdminPackage(db: Db | Tx, id: string) {
  const [row] = await db
    .select(packageColumns)
    .from(listingPackages)
    .where(eq(listingPackages.id, id));
  return row ?? null;
}

/** The package locked for a change, or null. */
export async function lockPackage(tx: Tx, id: string) {
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
    .for('update');
  return row ?? null;
}

export async function insertPackage(tx: Tx, input: PackageInput, now: Date): Promise<string> {
  const [row] = await tx
    .insert(listingPackages)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning({ id: listingPackages.id });
  if (!row) throw new Error('package insert returned no row');
  return row.id;
}

export async function updatePackage(tx: Tx, id: string, input: PackageInput, now: Date) {
  await tx
    .update(listingPackages)
    .set({ ...input, updatedAt: now })
    .where(eq(listingPackages.id, id));
}

export async function deactivatePackage(tx: Tx, id: string, now: Date) {
  await tx
    .update(listingPackages)
    .set({ active: false, updatedAt: now })
    .where(eq(listingPackages.id, id));
}

/** Whether any purchase (of any status) names the package: then it is kept. */
export async function packageHasPurchases(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: packagePurchases.id })
    .from(packagePurchases)
    .where(eq(packagePurchases.packageId, id))
    .limit(1);
  return row !== undefined;
}

export async function deletePackage(tx: Tx, id: string) {
  await tx.delete(listingPackages).where(eq(listingPackages.id, id));
}
