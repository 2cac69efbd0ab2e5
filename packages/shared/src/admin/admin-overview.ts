import { z } from 'zod';
import { AdminUserSummarySchema } from './admin-users.ts';
import { OverdueSalesSchema } from '../sales/sale-default.ts';

const count = z.number().int().min(0);
const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A payment still pending this long after it started counts as stuck on the overview. */
export const STUCK_PAYMENT_MINUTES = 30;
/** Spec §2.8: the recent-bids window. */
export const RECENT_BIDS_DAYS = 7;
export const OVERVIEW_RECENT_USERS = 5;

/** GET /api/admin/overview: the admin panel's first screen (spec 02 §2.8 Dashboard, issue 11). */
export const AdminOverviewSchema = z.object({
  listings: z.object({ total: count, active: count, upcoming: count, ended: count }),
  users: z.object({ total: count }),
  /** Completed payments: how many and their sum in kuruş ('Toplam Ödeme'). */
  payments: z.object({ completedCount: count, completedAmount: kurus }),
  /** Bids placed in the last RECENT_BIDS_DAYS days. */
  recentBids: count,
  /** What an operator checks each morning; each a link to its list. */
  today: z.object({
    refundsDue: z.object({ count, amount: kurus }),
    pendingOffers: count,
    /** Active auctions whose end falls on today's Istanbul calendar day. */
    endingToday: count,
    stuckPayments: count,
    unreadMessages: count,
    openKvkk: z.object({ count, overdue: count }),
    /** Firms' listings waiting for the operator's review ('İlan Onayları', issue 28). */
    listingReviews: count,
    /** Sales whose open step's deadline has passed, the longest overdue first (issue 29). */
    overdueSales: OverdueSalesSchema,
  }),
  recentUsers: z.array(AdminUserSummarySchema).max(OVERVIEW_RECENT_USERS),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
