import type { ApiRoute } from '../core/api-route.ts';

/**
 * Sales (issue 29). The lists are per side (the buyer's, the firm's, the operator's); one sale's
 * page and its actions are one set of routes for everyone, and the server decides, sale by sale,
 * who is looking (buyer, runner-up, the firm's member, the operator) and what they may do.
 */

export const listMySalesRoute = {
  method: 'GET',
  path: '/api/me/sales',
} as const satisfies ApiRoute;
export const listFirmSalesRoute = {
  method: 'GET',
  path: '/api/firm/sales',
} as const satisfies ApiRoute;
export const listAdminSalesRoute = {
  method: 'GET',
  path: '/api/admin/sales',
} as const satisfies ApiRoute;

export const getSaleRoute = { method: 'GET', path: '/api/sales/:id' } as const satisfies ApiRoute;

/** 'Alıcı Onayı': an SMS code to the buyer's phone, then the code. */
export const sendSaleConfirmationCodeRoute = {
  method: 'POST',
  path: '/api/sales/:id/confirmation/code',
} as const satisfies ApiRoute;
export const confirmSaleRoute = {
  method: 'POST',
  path: '/api/sales/:id/confirmation',
} as const satisfies ApiRoute;

/** 'Ödeme Güvencesi': the buyer enters the reference, the firm or the operator confirms it. */
export const enterSalePaymentRoute = {
  method: 'POST',
  path: '/api/sales/:id/payment',
} as const satisfies ApiRoute;
export const confirmSalePaymentRoute = {
  method: 'POST',
  path: '/api/sales/:id/payment/confirmation',
} as const satisfies ApiRoute;

/** 'Tapu Randevusu' and 'Tamamlandı' (multipart: the new title deed or the office's receipt). */
export const setSaleAppointmentRoute = {
  method: 'POST',
  path: '/api/sales/:id/appointment',
} as const satisfies ApiRoute;
export const completeSaleRoute = {
  method: 'POST',
  path: '/api/sales/:id/completion',
} as const satisfies ApiRoute;

/** The operator's: 'İptal' and 'Temerrüt'. */
export const cancelSaleRoute = {
  method: 'POST',
  path: '/api/sales/:id/cancel',
} as const satisfies ApiRoute;
export const declareSaleDefaultRoute = {
  method: 'POST',
  path: '/api/sales/:id/default',
} as const satisfies ApiRoute;

/** The runner-up: the operator offers, the runner-up answers (accept with an SMS code). */
export const offerSaleToRunnerUpRoute = {
  method: 'POST',
  path: '/api/sales/:id/runner-up/offer',
} as const satisfies ApiRoute;
export const sendRunnerUpCodeRoute = {
  method: 'POST',
  path: '/api/sales/:id/runner-up/code',
} as const satisfies ApiRoute;
export const acceptRunnerUpOfferRoute = {
  method: 'POST',
  path: '/api/sales/:id/runner-up/accept',
} as const satisfies ApiRoute;
export const declineRunnerUpOfferRoute = {
  method: 'POST',
  path: '/api/sales/:id/runner-up/decline',
} as const satisfies ApiRoute;
/** After a default with no runner-up to take it: the listing back to the market (operator). */
export const relistSaleListingRoute = {
  method: 'POST',
  path: '/api/sales/:id/relist',
} as const satisfies ApiRoute;

/** A sale's document (a generated PDF or an uploaded file), for the sale's parties. */
export const downloadSaleDocumentRoute = {
  method: 'GET',
  path: '/api/sales/:id/documents/:documentId',
} as const satisfies ApiRoute;

/** The public check of a generated document: `/belge/:code` reads it. */
export const verifySaleDocumentRoute = {
  method: 'GET',
  path: '/api/documents/:code',
} as const satisfies ApiRoute;

/** The operator's deadlines and strike rule. */
export const getSaleSettingsRoute = {
  method: 'GET',
  path: '/api/admin/sale-settings',
} as const satisfies ApiRoute;
export const updateSaleSettingsRoute = {
  method: 'PUT',
  path: '/api/admin/sale-settings',
} as const satisfies ApiRoute;
