import { defineContract } from '../core/api-route.ts';
import {
  AdminFirmDocumentParamsSchema,
  AdminFirmIdParamsSchema,
  AdminFirmSchema,
  AdminFirmsPageSchema,
  AdminFirmsQuerySchema,
  FirmDecisionReasonSchema,
} from './admin-firms.ts';
import {
  approveFirmRoute,
  downloadFirmDocumentRoute,
  getAdminFirmRoute,
  listAdminFirmsRoute,
  reinstateFirmRoute,
  rejectFirmRoute,
  requestFirmDocumentsRoute,
  suspendFirmRoute,
} from './admin-firms.routes.ts';

const tags = ['admin'];
const decision = ['FIRM_NOT_FOUND', 'FIRM_STATUS_CONFLICT'] as const;

export const listAdminFirms = defineContract(listAdminFirmsRoute, {
  schema: {
    tags,
    summary:
      'Firm applications and firms, 20 per page: status=queue (default) the ones waiting, pending first, oldest first',
    querystring: AdminFirmsQuerySchema,
    response: { 200: AdminFirmsPageSchema },
  },
});

export const getAdminFirm = defineContract(getAdminFirmRoute, {
  errorCodes: ['FIRM_NOT_FOUND'],
  schema: {
    tags,
    summary: 'A firm: its details, status, documents and members',
    params: AdminFirmIdParamsSchema,
    response: { 200: AdminFirmSchema },
  },
});

export const downloadFirmDocument = defineContract(downloadFirmDocumentRoute, {
  errorCodes: ['DOCUMENT_NOT_FOUND'],
  schema: {
    tags,
    summary: "A firm's document file (admin only; each download is audited)",
    params: AdminFirmDocumentParamsSchema,
  },
});

export const approveFirm = defineContract(approveFirmRoute, {
  errorCodes: [...decision],
  schema: {
    tags,
    summary: "'Onayla': the firm may send listings (audited, the owner is told)",
    params: AdminFirmIdParamsSchema,
    response: { 200: AdminFirmSchema },
  },
});

export const requestFirmDocuments = defineContract(requestFirmDocumentsRoute, {
  errorCodes: [...decision],
  schema: {
    tags,
    summary: "'Eksik Belge İste' with a note the applicant sees (audited, the owner is told)",
    params: AdminFirmIdParamsSchema,
    body: FirmDecisionReasonSchema,
    response: { 200: AdminFirmSchema },
  },
});

export const rejectFirm = defineContract(rejectFirmRoute, {
  errorCodes: [...decision],
  schema: {
    tags,
    summary: "'Reddet' with a reason the applicant sees (audited, the owner is told)",
    params: AdminFirmIdParamsSchema,
    body: FirmDecisionReasonSchema,
    response: { 200: AdminFirmSchema },
  },
});

export const suspendFirm = defineContract(suspendFirmRoute, {
  errorCodes: [...decision],
  schema: {
    tags,
    summary: "'Askıya Al' an approved firm: its listings stay, it sends no new ones",
    params: AdminFirmIdParamsSchema,
    body: FirmDecisionReasonSchema,
    response: { 200: AdminFirmSchema },
  },
});

export const reinstateFirm = defineContract(reinstateFirmRoute, {
  errorCodes: [...decision],
  schema: {
    tags,
    summary: "'Askıyı Kaldır': a suspended firm is approved again",
    params: AdminFirmIdParamsSchema,
    response: { 200: AdminFirmSchema },
  },
});
