import type { SaleSettings } from '@arsamezat/shared/sales/sale';
import type { Db } from '../../db/client.ts';
import { saleSettings } from '../../db/schema/sales.ts';
import { recordAudit } from '../audit/index.ts';
import { readSaleSettings } from './sales.repository.ts';

type Deps = { db: Db; clock: () => Date };

/**
 * The operator's deadlines and strike rule (issue 29): one row, read when a step begins, so a
 * change applies to the steps that begin after it; a running step keeps its deadline. Audited.
 */
export function createSaleSettingsService({ db, clock }: Deps) {
  return {
    read: (): Promise<SaleSettings> => readSaleSettings(db),

    update(actorId: string, input: SaleSettings): Promise<SaleSettings> {
      const now = clock();
      return db.transaction(async (tx) => {
        const before = await readSaleSettings(tx);
        const values = { ...input, updatedBy: actorId, updatedAt: now };
        await tx
          .insert(saleSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: saleSettings.id, set: values });
        await recordAudit(tx, {
          actorId,
          action: 'sale.settings_updated',
          entityType: 'sale_settings',
          entityId: '1',
          before,
          after: input,
        });
        return readSaleSettings(tx);
      });
    },
  };
}
