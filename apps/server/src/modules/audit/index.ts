/**
 * The audit module's face: `recordAudit`, written inside the caller's transaction by every module
 * that changes something an operator answers for, and the admin's audit viewer.
 */
export { recordAudit, type AuditAction } from './audit-log.ts';
export { adminAuditRoutes } from './audit-admin.routes.ts';
export { createAuditAdminService } from './audit-admin.service.ts';
