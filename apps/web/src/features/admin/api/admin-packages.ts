import {
  AdminPackageActionSchema,
  AdminPackagesSchema,
  type PackageInput,
} from '@arsamezat/shared/admin/admin-packages';
import {
  createAdminPackageRoute,
  deleteAdminPackageRoute,
  listAdminPackagesRoute,
  updateAdminPackageRoute,
} from '@arsamezat/shared/admin/admin-packages.routes';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys, useInvalidateAdmin } from './admin-keys';

const packagesKey = [...adminKeys.all, 'packages'] as const;

export async function getAdminPackages(signal?: AbortSignal) {
  return AdminPackagesSchema.parse(await callApi(listAdminPackagesRoute, signal ? { signal } : {}));
}

/** 'Paketler': every package, on sale first. */
export const useAdminPackages = () =>
  useQuery(
    queryOptions({ queryKey: packagesKey, queryFn: ({ signal }) => getAdminPackages(signal) }),
  );

/** Creates a package, or edits one when `id` is given. */
export function useSavePackage() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: PackageInput }) =>
      AdminPackageActionSchema.parse(
        id === null
          ? await callApi(createAdminPackageRoute, { body: input })
          : await callApi(updateAdminPackageRoute, { params: { id }, body: input }),
      ),
    onSuccess: invalidate,
  });
}

/** Deletes a package nobody bought; the server deactivates one with purchases instead. */
export function useDeletePackage() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (id: string) =>
      AdminPackageActionSchema.parse(await callApi(deleteAdminPackageRoute, { params: { id } })),
    onSuccess: invalidate,
  });
}
