import {
  FirmListingDetailSchema,
  type FirmListingInput,
} from '@arsamezat/shared/firms/firm-listings';
import {
  createFirmListingRoute,
  deleteFirmListingRoute,
  submitFirmListingRoute,
  updateFirmListingRoute,
  withdrawFirmListingRoute,
} from '@arsamezat/shared/firms/firm-listings.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { firmKeys } from './firm-keys';

/** Refreshes the panel and the open listing after any write. */
export function useInvalidateFirmListings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: firmKeys.all });
}

export function useCreateFirmListing() {
  const invalidate = useInvalidateFirmListings();
  return useMutation({
    mutationFn: async (body: FirmListingInput) =>
      FirmListingDetailSchema.parse(await callApi(createFirmListingRoute, { body })),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateFirmListing(id: string) {
  const invalidate = useInvalidateFirmListings();
  return useMutation({
    mutationFn: async (body: FirmListingInput) =>
      FirmListingDetailSchema.parse(
        await callApi(updateFirmListingRoute, { params: { id }, body }),
      ),
    onSuccess: () => invalidate(),
  });
}

/** 'Onaya Gönder', 'Onaydan Geri Çek' and 'Sil': one listing id each. */
export function useFirmListingAction(action: 'submit' | 'withdraw' | 'delete') {
  const invalidate = useInvalidateFirmListings();
  return useMutation({
    mutationFn: async (id: string) => {
      if (action === 'delete') {
        await callApi(deleteFirmListingRoute, { params: { id } });
        return null;
      }
      const route = action === 'submit' ? submitFirmListingRoute : withdrawFirmListingRoute;
      return FirmListingDetailSchema.parse(await callApi(route, { params: { id } }));
    },
    onSettled: () => invalidate(),
  });
}
