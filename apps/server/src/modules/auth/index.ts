/**
 * The auth module's face: the accounts' services (one factory builds them) and routes, the route
 * guards every module uses, the session user's shape and the auth refusals other account screens
 * share, and the password hash (the admin bootstrap and the demo seed create accounts).
 */
export { createAuthServices } from './auth-services.ts';
export { authRoutes } from './auth.routes.ts';
export { adminOnly, requireAdmin, requireUser, signedInOnly } from './guards.ts';
export { loadCodeKey } from './secrets.ts';
export { authErrors } from './auth-errors.ts';
export { toSessionUser } from './user.mapper.ts';
export { hashPassword, verifyPassword } from './password.ts';
export type { AccountService } from './accounts.service.ts';
export type { BackgroundTasks } from './background.ts';
// SMS codes for other modules' confirmations (issue 29: a sale's confirmation, the runner-up's).
export type { CodeSent, CodeService } from './codes.service.ts';
export type { SessionService } from './session.service.ts';
export type { SignInThrottle } from './sign-in-throttle.ts';
