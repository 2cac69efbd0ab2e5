import {
  ADMIN_PACKAGE_MESSAGES,
  type AdminPackage,
  type AdminPackageAction,
  type AdminPackages,
  type PackageInput,
} from '@arsamezat/shared/admin/admin-packages';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import {
  deactivatePackage,
  deletePackage,
  findAdminPackage,
  insertPackage,
  lockPackage,
  packageHasPurchases,
  selectAdminPackages,
  updatePackage,
  type AdminPackageRow,
} from './admin-packages.repository.ts';
import { packageErrors } from './package-errors.ts';

function toAdminPackage(row: AdminPackageRow): AdminPackage {
  return {
    id: row.id,
    name: row.name,
    listingCount: row.listingCount,
    validityDays: row.validityDays,
    price: row.price,
    active: row.active,
    soldCount: row.soldCount,
    purchaseCount: row.purchaseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The operator's 'Paketler' (issue 28): create, edit, delete. A purchase copies the package's
 * terms, so an edit never changes what a firm bought; a package anyone bought is kept (made
 * inactive) so its purchases still name it. Every change is audited in its transaction.
 */
export function createAdminPackagesService({ db, clock }: { db: Db; clock: () => Date }) {
  async function listPackages(): Promise<AdminPackages> {
    const rows = await selectAdminPackages(db);
    return { items: rows.map(toAdminPackage) };
  }

  async function answer(id: string, message: string): Promise<AdminPackageAction> {
    const row = await findAdminPackage(db, id);
    return { message, package: row ? toAdminPackage(row) : null };
  }

  async function createPackage(adminId: string, input: PackageInput) {
    const id = await db.transaction(async (tx) => {
      const created = await insertPackage(tx, input, clock());
      // The package as stored (text the driver made valid), never the raw request: the audit
      // log's JSON refuses what a text column quietly repairs (a lone surrogate).
      await recordAudit(tx, {
        actorId: adminId,
        action: 'package.create',
        entityType: 'listing_package',
        entityId: created,
        before: null,
        after: await findAdminPackage(tx, created),
      });
      return created;
    });
    return answer(id, ADMIN_PACKAGE_MESSAGES.created);
  }

  async function editPackage(adminId: string, id: string, input: PackageInput) {
    await db.transaction(async (tx) => {
      const before = await lockPackage(tx, id);
      if (!before) throw packageErrors.notFound();
      await updatePackage(tx, id, input, clock());
      await recordAudit(tx, {
        actorId: adminId,
        action: 'package.update',
        entityType: 'listing_package',
        entityId: id,
        before,
        after: await findAdminPackage(tx, id),
      });
    });
    return answer(id, ADMIN_PACKAGE_MESSAGES.updated);
  }

  async function removePackage(adminId: string, id: string): Promise<AdminPackageAction> {
    const outcome = await db.transaction(async (tx) => {
      const before = await lockPackage(tx, id);
      if (!before) throw packageErrors.notFound();
      if (await packageHasPurchases(tx, id)) {
        await deactivatePackage(tx, id, clock());
        await recordAudit(tx, {
          actorId: adminId,
          action: 'package.deactivate',
          entityType: 'listing_package',
          entityId: id,
          before: { active: before.active },
          after: { active: false },
        });
        return 'deactivated' as const;
      }
      await deletePackage(tx, id);
      await recordAudit(tx, {
        actorId: adminId,
        action: 'package.delete',
        entityType: 'listing_package',
        entityId: id,
        before,
        after: null,
      });
      return 'deleted' as const;
    });
    return outcome === 'deleted'
      ? { message: ADMIN_PACKAGE_MESSAGES.deleted, package: null }
      : answer(id, ADMIN_PACKAGE_MESSAGES.deactivated);
  }

  return { listPackages, createPackage, editPackage, removePackage };
}

export type AdminPackagesService = ReturnType<typeof createAdminPackagesService>;
