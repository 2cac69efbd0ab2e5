import { UserResponseSchema, type LoginInput, type SessionUser } from '@arsamezat/shared/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login — sets the session cookie; 401 INVALID_CREDENTIALS on a bad pair. */
export async function signIn(input: LoginInput): Promise<SessionUser> {
  const data = await apiRequest<unknown>('/api/auth/login', { method: 'POST', body: input });
  return UserResponseSchema.parse(data).user;
}
