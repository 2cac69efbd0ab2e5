import { useQueryClient } from '@tanstack/react-query';
import type { AdminFirmsQuery } from '@arsamezat/shared/admin/admin-firms';
import type { AdminAuditQuery, AdminMessagesQuery } from '@arsamezat/shared/admin/admin-inbox';
import type { AdminKvkkQuery } from '@arsamezat/shared/admin/admin-kvkk';
import type { AdminListingsQuery } from '@arsamezat/shared/admin/admin-listing-queries';
import type { AdminUsersQuery } from '@arsamezat/shared/admin/admin-users';
import type { AdminPaymentsQuery, AdminRefundsQuery } from '@arsamezat/shared/admin/admin-payments';

/** Query keys of the admin panel; every admin write invalidates `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  lists: () => [...adminKeys.all, 'listings'] as const,
  list: (query: AdminListingsQuery) => [...adminKeys.lists(), query] as const,
  detail: (id: string) => [...adminKeys.all, 'listing', id] as const,
  pendingOffers: (page: number) => [...adminKeys.all, 'offers', page] as const,
  messages: (query: AdminMessagesQuery) => [...adminKeys.all, 'messages', query] as const,
  audit: (query: AdminAuditQuery) => [...adminKeys.all, 'audit', query] as const,
  users: (query: AdminUsersQuery) => [...adminKeys.all, 'users', query] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
  kvkk: (query: AdminKvkkQuery) => [...adminKeys.all, 'kvkk', query] as const,
  payments: (query: AdminPaymentsQuery) => [...adminKeys.all, 'payments', query] as const,
  refunds: (query: AdminRefundsQuery) => [...adminKeys.all, 'refunds', query] as const,
  // Issue 28: firms' listings waiting for the operator (listing-review).
  listingReviews: (page: number) => [...adminKeys.all, 'listing-reviews', page] as const,
  listingReview: (id: string) => [...adminKeys.all, 'listing-review', id] as const,
  firms: (query: AdminFirmsQuery) => [...adminKeys.all, 'firms', query] as const,
  firm: (id: string) => [...adminKeys.all, 'firm', id] as const,
};

/** The public listing pages' cache (features/listings); refreshed after admin writes. */
export const PUBLIC_LISTINGS_KEY = ['listings'] as const;

/** What an admin write calls when it is done: every admin view reads again. */
export function useInvalidateAdmin(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
