import {
  createListingRoute,
  deleteListingRoute,
  updateListingRoute,
} from '@arsamezat/shared/admin/admin-listings.routes';
import type {
  AdminListingCreateInput,
  AdminListingUpdateInput,
} from '@arsamezat/shared/admin/admin-listings';
import { ListingDetailSchema, type ListingDetail } from '@arsamezat/shared/listings/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys, PUBLIC_LISTINGS_KEY } from './admin-keys';

export async function createListing(input: AdminListingCreateInput): Promise<ListingDetail> {
  return ListingDetailSchema.parse(await callApi(createListingRoute, { body: input }));
}

export async function updateListing(
  id: string,
  input: AdminListingUpdateInput,
): Promise<ListingDetail> {
  return ListingDetailSchema.parse(
    await callApi(updateListingRoute, { params: { id }, body: input }),
  );
}

export async function deleteListing(id: string): Promise<void> {
  await callApi(deleteListingRoute, { params: { id } });
}

/** After any admin write, the admin views and the public pages read again. */
export function useInvalidateListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_LISTINGS_KEY }),
    ]);
}

export function useCreateListing() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: createListing, onSuccess: invalidate });
}

export function useUpdateListing(id: string) {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (input: AdminListingUpdateInput) => updateListing(id, input),
    onSuccess: invalidate,
  });
}

/** Reads again after a refusal too: the views then show why the listing is kept. */
export function useDeleteListing() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: deleteListing, onSettled: invalidate });
}
