/**
 * The payments module's face: paying for a won listing, reconciling attempts the provider left
 * open, and the payment-attempt rows the deposits module opens and closes in its own transaction.
 */
export { createPaymentService } from './payments.service.ts';
export { paymentsRoutes } from './payments.routes.ts';
export { createPaymentReconciliationJob } from './payment-reconciliation.job.ts';
export { failPaymentAttempt, keepThreeDsPage, openPaymentAttempt } from './payment-attempts.ts';
