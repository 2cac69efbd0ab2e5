import { SendCodeResponseSchema } from '../accounts/auth.ts';
import { defineContract } from '../core/api-route.ts';
import {
  SaleAppointmentInputSchema,
  SaleCancelInputSchema,
  SaleCodeInputSchema,
  SaleIdParamsSchema,
  SaleListQuerySchema,
  SalePaymentInputSchema,
  SaleSettingsSchema,
  SalesPageSchema,
  SaleViewSchema,
} from './sale.ts';
import {
  cancelSaleRoute,
  completeSaleRoute,
  confirmSalePaymentRoute,
  confirmSaleRoute,
  enterSalePaymentRoute,
  getSaleRoute,
  getSaleSettingsRoute,
  listAdminSalesRoute,
  listFirmSalesRoute,
  listMySalesRoute,
  sendSaleConfirmationCodeRoute,
  setSaleAppointmentRoute,
  updateSaleSettingsRoute,
} from './sales.routes.ts';

/*
 * The sale's steps (issue 29, helper sale-steps): the three lists, one sale's page, and each
 * step's action. Every step answers the sale as the caller now sees it.
 */

const tags = ['sales'];
/** Every action on one sale: the party check, then the step check under the row lock. */
const STEP_ERRORS = [
  'UNAUTHENTICATED',
  'SALE_NOT_FOUND',
  'SALE_ACTION_FORBIDDEN',
  'SALE_STEP_MISMATCH',
  'SALE_ENDED',
] as const;
const PAGE_QUERY = SaleListQuerySchema.pick({ page: true });

export const listMySales = defineContract(listMySalesRoute, {
  errorCodes: ['UNAUTHENTICATED'],
  schema: {
    tags,
    summary:
      "The member's sales: where they are the buyer, and where they are the runner-up ('Yedek Alıcı'); newest first, 20 a page",
    querystring: PAGE_QUERY,
    response: { 200: SalesPageSchema },
  },
});

export const listFirmSales = defineContract(listFirmSalesRoute, {
  errorCodes: ['UNAUTHENTICATED', 'FIRM_REQUIRED'],
  schema: {
    tags,
    summary: "The session's firm's sales (any standing: a suspended firm still completes them)",
    querystring: PAGE_QUERY,
    response: { 200: SalesPageSchema },
  },
});

export const listAdminSales = defineContract(listAdminSalesRoute, {
  schema: {
    tags,
    summary:
      "The operator's 'Satışlar': open, overdue, completed, ended (cancelled or defaulted) or all; overdue first, then by the step's deadline",
    querystring: SaleListQuerySchema,
    response: { 200: SalesPageSchema },
  },
});

export const getSale = defineContract(getSaleRoute, {
  errorCodes: ['UNAUTHENTICATED', 'SALE_NOT_FOUND'],
  schema: {
    tags,
    summary:
      "One sale as its party sees it (buyer, runner-up, the firm's member, the operator): steps, timeline, documents and what the caller may do now. A stranger gets 404",
    params: SaleIdParamsSchema,
    response: { 200: SaleViewSchema },
  },
});

export const sendSaleConfirmationCode = defineContract(sendSaleConfirmationCodeRoute, {
  errorCodes: [...STEP_ERRORS, 'RATE_LIMITED', 'SMS_SEND_FAILED'],
  schema: {
    tags,
    summary: "'Alıcı Onayı': an SMS code to the buyer's phone (the buyer only)",
    params: SaleIdParamsSchema,
    response: { 200: SendCodeResponseSchema },
  },
});

export const confirmSale = defineContract(confirmSaleRoute, {
  errorCodes: [...STEP_ERRORS, 'SALE_CODE_INVALID'],
  schema: {
    tags,
    summary:
      "'Alıcı Onayı' with the SMS code: the sale moves to 'Ödeme Güvencesi' with its deadline from the operator's settings",
    params: SaleIdParamsSchema,
    body: SaleCodeInputSchema,
    response: { 200: SaleViewSchema },
  },
});

export const enterSalePayment = defineContract(enterSalePaymentRoute, {
  errorCodes: STEP_ERRORS,
  schema: {
    tags,
    summary:
      "'Ödeme Güvencesi': the buyer enters the GÖS, escrow or bank transfer reference (may correct it until it is confirmed)",
    params: SaleIdParamsSchema,
    body: SalePaymentInputSchema,
    response: { 200: SaleViewSchema },
  },
});

export const confirmSalePayment = defineContract(confirmSalePaymentRoute, {
  errorCodes: STEP_ERRORS,
  schema: {
    tags,
    summary:
      "The firm or the operator confirms the entered reference: the sale moves to 'Tapu Randevusu' and the runner-up's deposit is released",
    params: SaleIdParamsSchema,
    response: { 200: SaleViewSchema },
  },
});

export const setSaleAppointment = defineContract(setSaleAppointmentRoute, {
  errorCodes: [...STEP_ERRORS, 'SALE_APPOINTMENT_IN_PAST'],
  schema: {
    tags,
    summary:
      "'Tapu Randevusu': the title-deed office and the appointment's date (firm or operator; may be changed); the buyer is told",
    params: SaleIdParamsSchema,
    body: SaleAppointmentInputSchema,
    response: { 200: SaleViewSchema },
  },
});

export const completeSale = defineContract(completeSaleRoute, {
  errorCodes: [
    ...STEP_ERRORS,
    'SALE_COMPLETION_FILE_REQUIRED',
    'UNSUPPORTED_DOCUMENT',
    'DOCUMENT_TOO_LARGE',
    'STORAGE_FAILED',
  ],
  schema: {
    tags,
    summary:
      "'Tamamlandı' (firm or operator; multipart/form-data: `kind` title_deed or office_receipt and one `file`, PDF/JPEG/PNG by content, 10 MB): the listing is sold",
    consumes: ['multipart/form-data'],
    params: SaleIdParamsSchema,
    response: { 200: SaleViewSchema },
  },
});

export const cancelSale = defineContract(cancelSaleRoute, {
  errorCodes: STEP_ERRORS,
  schema: {
    tags,
    summary:
      "'İptal' (the operator, any open step, with a reason): nobody's fault — the buyer's service fee goes to the refund queue and the runner-up's hold is released",
    params: SaleIdParamsSchema,
    body: SaleCancelInputSchema,
    response: { 200: SaleViewSchema },
  },
});

export const getSaleSettings = defineContract(getSaleSettingsRoute, {
  schema: {
    tags,
    summary:
      "The operator's deadlines of the sale's steps, the runner-up's answer window and the strike rule",
    response: { 200: SaleSettingsSchema },
  },
});

export const updateSaleSettings = defineContract(updateSaleSettingsRoute, {
  schema: {
    tags,
    summary: 'Changes the settings (audited); a step already running keeps its deadline',
    body: SaleSettingsSchema,
    response: { 200: SaleSettingsSchema },
  },
});
