import { z } from 'zod';
import { SALE_OPEN_STEPS } from './sale.ts';

/**
 * When the buyer walks away (issue 29): the operator's 'Temerrüt', the runner-up's offer and
 * answer, and the listing back on the market (decision 074). The inputs of these routes and
 * their one answer shape; the sale page reloads the sale (GET /api/sales/:id) after each.
 */

/** How far ahead a relisted Pazarlık listing may end. */
export const RELIST_MAX_DAYS = 90;

export const RelistInputSchema = z.object({
  /** The relisted offer listing's new end (ISO with an offset), in the future, ≤ 90 days. */
  endsAt: z.iso.datetime({ offset: true, error: 'Yeni bitiş tarihini ve saatini girin.' }),
});
export type RelistInput = z.infer<typeof RelistInputSchema>;

/** What every action here answers: the sale it leaves the viewer on, and a Turkish line. */
export const SaleDefaultActionResultSchema = z.object({
  /** The sale to show next: the same one, or the runner-up's new sale after an acceptance. */
  saleId: z.uuid(),
  message: z.string(),
});
export type SaleDefaultActionResult = z.infer<typeof SaleDefaultActionResultSchema>;

/** An overdue sale on the operator's overview ('Bugün Yapılacaklar'). */
export const OVERDUE_SALES_SHOWN = 5;
export const OverdueSaleSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  listingTitle: z.string(),
  step: z.enum(SALE_OPEN_STEPS),
  stepDeadline: z.iso.datetime(),
});
export const OverdueSalesSchema = z.object({
  count: z.number().int().min(0),
  /** The longest overdue first, at most OVERDUE_SALES_SHOWN. */
  items: z.array(OverdueSaleSchema).max(OVERDUE_SALES_SHOWN),
});
export type OverdueSales = z.infer<typeof OverdueSalesSchema>;
