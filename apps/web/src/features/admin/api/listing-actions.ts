import { ListingActionResponseSchema } from '@arsamezat/shared/admin/admin-listing-actions';
import {
  cancelListingRoute,
  closeEarlyRoute,
  extendListingRoute,
} from '@arsamezat/shared/admin/admin-listing-actions.routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { useInvalidateListings } from './listing-writes';

export type ListingAction =
  | { kind: 'cancel'; listingId: string }
  | { kind: 'close-early'; listingId: string }
  | { kind: 'extend'; listingId: string; endsAt: string };

/** Cancel, extend or close early one listing; the server decides and answers the new state. */
export async function runListingAction(action: ListingAction) {
  const params = { id: action.listingId };
  const data =
    action.kind === 'extend'
      ? await callApi(extendListingRoute, { params, body: { endsAt: action.endsAt } })
      : await callApi(action.kind === 'cancel' ? cancelListingRoute : closeEarlyRoute, { params });
  return ListingActionResponseSchema.parse(data);
}

export function useListingAction() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: runListingAction, onSettled: invalidate });
}
