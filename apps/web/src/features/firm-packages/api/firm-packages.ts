import {
  FirmPackagesPageSchema,
  PackageReceiptSchema,
  StartPackagePurchaseResponseSchema,
  type StartPackagePurchaseInput,
} from '@arsamezat/shared/firms/listing-packages';
import {
  getFirmPackagesRoute,
  getPackageReceiptRoute,
  startPackagePurchaseRoute,
} from '@arsamezat/shared/firms/listing-packages.routes';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

export const firmPackageKeys = {
  all: ['firm-packages'] as const,
  page: () => [...firmPackageKeys.all, 'page'] as const,
  receipt: (id: string) => [...firmPackageKeys.all, 'receipt', id] as const,
};

export async function getFirmPackages(signal?: AbortSignal) {
  return FirmPackagesPageSchema.parse(
    await callApi(getFirmPackagesRoute, signal ? { signal } : {}),
  );
}

export const firmPackagesQueryOptions = () =>
  queryOptions({
    queryKey: firmPackageKeys.page(),
    queryFn: ({ signal }) => getFirmPackages(signal),
  });

/** The packages on sale, the firm's credits and its purchases. */
export const useFirmPackages = () => useQuery(firmPackagesQueryOptions());

/** Starts a purchase: answers the bank's 3-D Secure link. */
export function useStartPackagePurchase() {
  return useMutation({
    mutationFn: async ({ packageId, ...body }: StartPackagePurchaseInput & { packageId: string }) =>
      StartPackagePurchaseResponseSchema.parse(
        await callApi(startPackagePurchaseRoute, { params: { id: packageId }, body }),
      ),
  });
}

export async function getPackageReceipt(id: string, signal?: AbortSignal) {
  return PackageReceiptSchema.parse(
    await callApi(getPackageReceiptRoute, { params: { id }, ...(signal ? { signal } : {}) }),
  );
}

export const usePackageReceipt = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: firmPackageKeys.receipt(id),
      queryFn: ({ signal }) => getPackageReceipt(id, signal),
    }),
  );
