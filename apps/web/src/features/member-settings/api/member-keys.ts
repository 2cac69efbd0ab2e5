/** Query keys of the member area (profile, settings, bid history, deletion application). */
export const memberKeys = {
  all: ['member'] as const,
  profile: () => [...memberKeys.all, 'profile'] as const,
  settings: () => [...memberKeys.all, 'settings'] as const,
  bidHistory: (page: number) => [...memberKeys.all, 'bid-history', page] as const,
  deletionRequest: () => [...memberKeys.all, 'deletion-request'] as const,
  pushDevices: () => [...memberKeys.all, 'push-devices'] as const,
};

/** The session query's key (lib/session): a profile save or a password change refreshes the
 * top bar's name through it. */
export { sessionQueryKey as SESSION_QUERY_KEY } from '../../../lib/session/get-session';
