import { ListingActionResponseSchema } from '@arsamezat/shared/admin-listing-actions';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateListings } from './listing-writes';

export type ListingAction =
  | { kind: 'cancel'; listingId: string }
  | { kind: 'close-early'; listingId: string }
  | { kind: 'extend'; listingId: string; endsAt: string };

/** Cancel, extend or close early one listing; the server decides and answers the new state. */
export async function runListingAction(action: ListingAction) {
  const url = `/api/admin/listings/${encodeURIComponent(action.listingId)}/${action.kind}`;
  const data = await apiRequest(url, {
    method: 'POST',
    ...(action.kind === 'extend' ? { body: { endsAt: action.endsAt } } : {}),
  });
  return ListingActionResponseSchema.parse(data);
}

export function useListingAction() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: runListingAction, onSettled: invalidate });
}
