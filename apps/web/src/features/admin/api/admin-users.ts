import {
  banUserRoute,
  changeRoleRoute,
  clearSignInThrottleRoute,
  getUserRoute,
  listUsersRoute,
  unbanUserRoute,
} from '@arsamezat/shared/admin/admin-users.routes';
import {
  AdminUserDetailSchema,
  AdminUsersPageSchema,
  UserChangedResponseSchema,
  type AdminUserDetail,
  type AdminUsersPage,
  type AdminUsersQuery,
  type BanUserInput,
  type UserChangedResponse,
} from '@arsamezat/shared/admin/admin-users';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

export async function getAdminUsers(
  query: AdminUsersQuery,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ filter: query.filter, page: String(query.page) });
  if (query.q) params.set('q', query.q);
  return AdminUsersPageSchema.parse(
    await callApi(listUsersRoute, { query: params, ...(signal ? { signal } : {}) }),
  );
}

export const getAdminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the users list for a search and a chip. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(getAdminUsersQueryOptions(query));
}

export async function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return AdminUserDetailSchema.parse(await callApi(getUserRoute, { params: { id }, signal }));
}

/** One member: profile, sign-ins, deposits, bids and offers. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
  });
}

export async function changeUserRole(
  id: string,
  role: 'admin' | 'user',
): Promise<UserChangedResponse> {
  return UserChangedResponseSchema.parse(
    await callApi(changeRoleRoute, { params: { id }, body: { role } }),
  );
}

export async function banUser(id: string, input: BanUserInput): Promise<UserChangedResponse> {
  return UserChangedResponseSchema.parse(
    await callApi(banUserRoute, { params: { id }, body: input }),
  );
}

export async function unbanUser(id: string): Promise<UserChangedResponse> {
  return UserChangedResponseSchema.parse(await callApi(unbanUserRoute, { params: { id } }));
}

/** DELETE …/sign-in-throttle — forgets the phone's failed sign-ins (decision 052). */
export async function clearSignInThrottle(id: string): Promise<UserChangedResponse> {
  return UserChangedResponseSchema.parse(
    await callApi(clearSignInThrottleRoute, { params: { id } }),
  );
}

function useAdminWrite<T>(fn: (input: T) => Promise<UserChangedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useChangeUserRole = () =>
  useAdminWrite((input: { id: string; role: 'admin' | 'user' }) =>
    changeUserRole(input.id, input.role),
  );
export const useBanUser = () =>
  useAdminWrite((input: { id: string; ban: BanUserInput }) => banUser(input.id, input.ban));
export const useUnbanUser = () => useAdminWrite((id: string) => unbanUser(id));
export const useClearSignInThrottle = () => useAdminWrite((id: string) => clearSignInThrottle(id));
