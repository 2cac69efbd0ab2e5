import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import type { FastifyRequest } from 'fastify';
import { authErrors } from './auth-errors.ts';

/** The signed-in account, or 401 UNAUTHENTICATED 'Bu işlem için giriş yapmalısınız.' */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw authErrors.unauthenticated();
  return request.user;
}

/** An admin account: 401 for a guest, 403 FORBIDDEN 'Bu işlem için yönetici yetkisi gerekir.' */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw authErrors.forbiddenAdmin();
  return user;
}

/**
 * The same checks as route hooks, so they run before the body is validated: an admin route
 * answers 401/403 to the wrong caller whatever they send. `{ onRequest: adminOnly }`.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}
