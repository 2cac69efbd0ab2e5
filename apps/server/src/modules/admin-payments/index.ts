/**
 * The admin payments module's face: the payments list and CSV, manual payments and refunds
 * (mounted by `admin.routes.ts`), and their services.
 */
export { adminPaymentsRoutes } from './admin-payments.routes.ts';
export { createAdminPaymentsService } from './admin-payments.service.ts';
export { createAdminRefundsService } from './admin-refunds.service.ts';
