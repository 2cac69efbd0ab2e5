import {
  addFirmMemberRoute,
  listFirmMembersRoute,
  removeFirmMemberRoute,
} from '@arsamezat/shared/firms/firm-members.routes';
import { FirmMembersSchema, type FirmMembers } from '@arsamezat/shared/firms/firm-members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/** 'Firma Kullanıcıları' (issue 28): the list, and the owner's add and remove. */
export const firmMembersKey = ['firm', 'members'] as const;

export async function getFirmMembers(signal?: AbortSignal): Promise<FirmMembers> {
  return FirmMembersSchema.parse(await callApi(listFirmMembersRoute, signal ? { signal } : {}));
}

export function useFirmMembers() {
  return useQuery({ queryKey: firmMembersKey, queryFn: ({ signal }) => getFirmMembers(signal) });
}

export function useAddFirmMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (phone: string) =>
      FirmMembersSchema.parse(await callApi(addFirmMemberRoute, { body: { phone } })),
    onSuccess: (answer) => queryClient.setQueryData(firmMembersKey, answer),
  });
}

export function useRemoveFirmMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      FirmMembersSchema.parse(await callApi(removeFirmMemberRoute, { params: { id: userId } })),
    onSuccess: (answer) => queryClient.setQueryData(firmMembersKey, answer),
  });
}
