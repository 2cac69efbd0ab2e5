import { getSettingsRoute, updateSettingsRoute } from '@arsamezat/shared/member/me-settings.routes';
import {
  SettingsResponseSchema,
  type UpdateSettingsInput,
  type UserSettings,
} from '@arsamezat/shared/member/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { memberKeys, SESSION_QUERY_KEY } from './member-keys';

/** GET /api/me/settings — created with the defaults on first read. */
export async function getSettings(signal?: AbortSignal): Promise<UserSettings> {
  const data = await callApi(getSettingsRoute, { signal });
  return SettingsResponseSchema.parse(data).settings;
}

export const settingsQueryOptions = queryOptions({
  queryKey: memberKeys.settings(),
  queryFn: ({ signal }) => getSettings(signal),
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}

/** PATCH /api/me/settings — one or more flags. */
export async function updateSettings(input: UpdateSettingsInput): Promise<UserSettings> {
  const data = await callApi(updateSettingsRoute, { body: input });
  return SettingsResponseSchema.parse(data).settings;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings, input) => {
      queryClient.setQueryData(memberKeys.settings(), settings);
      // Marketing e-mails and the account's marketing consent are one choice.
      if (input.marketingEmails !== undefined) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: memberKeys.profile() }),
          queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        ]);
      }
    },
  });
}
