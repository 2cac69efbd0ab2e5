import {
  isOpenSaleStep,
  type SaleActorRole,
  type SaleStep,
  type SaleViewer,
} from '@arsamezat/shared/sales/sale';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireSaleParty, requireViewer, type SaleAsker, type SaleParty } from './sale-access.ts';
import { lockSale, type SaleRow } from './sales.repository.ts';

/** Who may take a step, and at which of the sale's steps. */
export type StepRule = { viewers: readonly SaleViewer[]; steps: readonly SaleStep[] };

export type StepContext = { tx: Tx; sale: SaleRow; party: SaleParty; now: Date };

/**
 * Runs one step of a sale in one transaction under the sale's row lock (issue 29): a stranger
 * gets 404, a party who may not take this step 403, an ended sale 409 SALE_ENDED, another step
 * 409 SALE_STEP_MISMATCH — each decided on the locked row, so of two requests at once the second
 * sees what the first did.
 */
export async function runSaleStep<T>(
  deps: { db: Db; clock: () => Date },
  saleId: string,
  asker: SaleAsker,
  rule: StepRule,
  step: (context: StepContext) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const { sale, party } = await requireSaleParty(tx, await lockSale(tx, saleId), asker);
    requireViewer(party, rule.viewers);
    if (!rule.steps.includes(sale.step)) {
      throw new AppError(isOpenSaleStep(sale.step) ? 'SALE_STEP_MISMATCH' : 'SALE_ENDED');
    }
    return step({ tx, sale, party, now: deps.clock() });
  });
}

/** The timeline's and the audit's name for the party's part. */
export const actorRoleOf = (party: SaleParty): SaleActorRole => party.viewer;
