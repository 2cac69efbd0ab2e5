/**
 * The deposits module's face: paying a listing's deposit by card (3-D Secure), asking for it back
 * early, its routes, and the early-refund rule's SQL (the member's deposit list shows it).
 */
export { createDepositService } from './deposits.service.ts';
export { depositsRoutes } from './deposits.routes.ts';
export { earlyRefundBlockerSql } from './early-refund.sql.ts';
