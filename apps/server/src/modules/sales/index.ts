/**
 * The sales module's face (issue 29, decision 073): a sale opened in the transaction that sells a
 * listing (the auction's close, the offer's acceptance), its steps, documents and deadlines.
 */
export { openSale, type RunnerUpHold, type SaleOpening } from './sale-opening.ts';
export { readSaleSettings, type SaleRow } from './sales.repository.ts';
export {
  requireSaleParty,
  requireViewer,
  salePartyOf,
  type SaleAsker,
  type SaleParty,
} from './sale-access.ts';
export {
  appendSaleEvent,
  findSale,
  lockSale,
  nextSequenceValue,
  type SaleEventInput,
} from './sales.repository.ts';
// The sale's steps, lists and settings (sale-steps).
export { createSalesService, type SalesService } from './sales.service.ts';
export { adminSalesRoutes, salesRoutes } from './sales.routes.ts';
export { releaseRunnerUpHold, type RunnerUpReleaseReason } from './runner-up-release.ts';
export { runSaleStep, type StepContext, type StepRule } from './sale-step.ts';
export { saleActions, type SaleActionFacts } from './sale-actions.ts';
// When the buyer walks away (issue 29, sale-default): default, strikes, runner-up, reminders.
export { createSaleDefaultService, type SaleDefaultService } from './sale-default.service.ts';
export { saleDefaultRoutes } from './sale-default.routes.ts';
export { recordRunnerUpHeld } from './runner-up-notices.ts';
export { runRunnerUpHoldsOnce } from './runner-up-holds.job.ts';
export { runSaleRemindersOnce } from './sale-reminders.job.ts';
export { adminStrikesOf, refuseStruckAccount, strikeStatus } from './strikes.ts';
export { countOverdueSales } from './sale-overdue.ts';
export { backfillSales, type SaleBackfillReport } from './sale-backfill.ts';
