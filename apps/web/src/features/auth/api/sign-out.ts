import { logoutRoute } from '@arsamezat/shared/accounts/auth.routes';
import type { LogoutInput } from '@arsamezat/shared/accounts/auth';
import { callApi } from '../../../lib/call-api';

/** POST /api/auth/logout — ends this browser's session ('local') or every one ('global'). */
export async function requestSignOut(
  input: LogoutInput = { scope: 'local' },
  signal?: AbortSignal,
): Promise<void> {
  await callApi(logoutRoute, { body: input, ...(signal ? { signal } : {}) });
}
