/**
 * The admin users module's face: accounts, roles and bans, KVKK answers (routes mounted by
 * `admin.routes.ts`), their services, and the account counts the admin overview reads.
 */
export { adminUsersRoutes } from './admin-users.routes.ts';
export { adminKvkkRoutes } from './kvkk.routes.ts';
export { createAdminUsersService, type AdminUsersService } from './admin-users.service.ts';
export { createKvkkService } from './kvkk.service.ts';
