import { maskBidderName } from '@arsamezat/shared/trading/bids';
import type { SaleListItem, SalesPage, SaleViewer } from '@arsamezat/shared/sales/sale';
import { nextSaleAction } from './sale-actions.ts';
import { actionFactsOf, isSaleOverdue } from './sale.mapper.ts';
import {
  SALES_PAGE_SIZE,
  selectSalesPage,
  type SaleListRow,
  type SaleListScope,
} from './sale-lists.repository.ts';
import type { Db } from '../../db/client.ts';

/** A row of a list, as the viewer sees it ('what to do now' included). */
function toListItem(row: SaleListRow, viewer: SaleViewer, now: Date): SaleListItem {
  const { sale } = row;
  const buyerName = `${row.buyerFirstName} ${row.buyerLastName}`;
  return {
    id: sale.id,
    number: sale.number,
    viewer,
    listing: {
      id: sale.listingId,
      title: row.listingTitle,
      province: row.province,
      district: row.district ?? '',
    },
    buyerName: viewer === 'runner_up' ? maskBidderName(buyerName) : buyerName,
    firmTitle: row.firmTitle,
    price: sale.price,
    step: sale.step,
    stepDeadline: sale.stepDeadline?.toISOString() ?? null,
    overdue: isSaleOverdue(sale, now),
    nextAction: nextSaleAction(actionFactsOf(sale, viewer, now, row.listingRelistable)),
    // The runner-up is the operator's and the runner-up's business, not the buyer's or the firm's.
    runnerUpStatus: viewer === 'operator' || viewer === 'runner_up' ? sale.runnerUpStatus : null,
    // Until when: the hold while held, the answer window while offered (the runner-up's card).
    runnerUpUntil:
      viewer !== 'operator' && viewer !== 'runner_up'
        ? null
        : sale.runnerUpStatus === 'held'
          ? (sale.runnerUpHoldUntil?.toISOString() ?? null)
          : sale.runnerUpStatus === 'offered'
            ? (sale.runnerUpDeadline?.toISOString() ?? null)
            : null,
    createdAt: sale.createdAt.toISOString(),
  };
}

/** One page of a list; a member's row is theirs as the buyer, or as the runner-up. */
export async function listSales(
  db: Db,
  scope: SaleListScope,
  page: number,
  now: Date,
): Promise<SalesPage> {
  const { rows, total } = await selectSalesPage(db, scope, page, now);
  const viewerOf = (row: SaleListRow): SaleViewer => {
    if (scope.kind === 'firm') return 'firm';
    if (scope.kind === 'operator') return 'operator';
    return row.sale.buyerId === scope.userId ? 'buyer' : 'runner_up';
  };
  return {
    items: rows.map((row) => toListItem(row, viewerOf(row), now)),
    total,
    page,
    pageSize: SALES_PAGE_SIZE,
  };
}
