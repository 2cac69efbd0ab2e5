import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema/sales.ts';
import { recordAudit } from '../audit/index.ts';
import { releaseRunnerUpHold } from './runner-up-release.ts';
import { markRunnerUpAnswer } from './runner-up-offer.ts';
import { appendSaleEvent, lockSale } from './sales.repository.ts';

const BATCH = 100;

export type RunnerUpHoldsDeps = { db: Db; clock: () => Date };

/**
 * One pass of the runner-up's clock (issue 29): a hold that reached its limit (the terms'
 * 7-business-day refund promise) is released, and an offer left unanswered past its deadline
 * 'expired' and released. Each sale is re-read under its row lock and re-checked, so two
 * instances (or a runner-up answering at that second) change it once. Run each minute by the
 * scheduler (jobs.ts); returns what it did (`released:<id>` / `expired:<id>`).
 */
export async function runRunnerUpHoldsOnce(deps: RunnerUpHoldsDeps): Promise<string[]> {
  const now = deps.clock();
  const due = await deps.db
    .select({ id: sales.id })
    .from(sales)
    .where(
      or(
        and(eq(sales.runnerUpStatus, 'held'), lte(sales.runnerUpHoldUntil, now)),
        and(eq(sales.runnerUpStatus, 'offered'), lte(sales.runnerUpDeadline, now)),
      ),
    )
    .orderBy(asc(sales.updatedAt))
    .limit(BATCH);
  const done: string[] = [];
  for (const { id } of due) {
    const outcome = await deps.db.transaction(async (tx) => {
      const sale = await lockSale(tx, id);
      if (!sale) return null;
      if (
        sale.runnerUpStatus === 'held' &&
        sale.runnerUpHoldUntil !== null &&
        sale.runnerUpHoldUntil <= now
      ) {
        await releaseRunnerUpHold(tx, sale, now, 'hold_expired');
        return 'released';
      }
      if (
        sale.runnerUpStatus === 'offered' &&
        sale.runnerUpDeadline !== null &&
        sale.runnerUpDeadline <= now
      ) {
        await releaseRunnerUpHold(tx, sale, now, 'answer_expired');
        await markRunnerUpAnswer(tx, sale, 'expired', now);
        await appendSaleEvent(tx, {
          saleId: sale.id,
          kind: 'runner_up_expired',
          actorId: null,
          actorRole: 'system',
          now,
        });
        await recordAudit(tx, {
          actorId: null,
          action: 'sale.runner_up_declined',
          entityType: 'sale',
          entityId: sale.id,
          before: { runnerUpStatus: 'offered' },
          after: { runnerUpStatus: 'expired', answerBy: sale.runnerUpDeadline },
        });
        return 'expired';
      }
      return null;
    });
    if (outcome) done.push(`${outcome}:${id}`);
  }
  return done;
}
