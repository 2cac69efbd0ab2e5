import type { LogoutInput } from '@arsamezat/shared/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/logout — ends this browser's session ('local') or every one ('global'). */
export async function requestSignOut(
  input: LogoutInput = { scope: 'local' },
  signal?: AbortSignal,
): Promise<void> {
  await apiRequest<unknown>('/api/auth/logout', {
    method: 'POST',
    body: input,
    ...(signal ? { signal } : {}),
  });
}
