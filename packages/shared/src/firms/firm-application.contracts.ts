import { defineContract } from '../core/api-route.ts';
import { MyFirmApplicationSchema } from './firm-application.ts';
import {
  addFirmApplicationDocumentRoute,
  getMyFirmApplicationRoute,
  submitFirmApplicationRoute,
} from './firm-application.routes.ts';

const tags = ['firms'];

export const getMyFirmApplication = defineContract(getMyFirmApplicationRoute, {
  schema: {
    tags,
    summary: "The member's firm application (or firm) with its status and documents; null if none",
    response: { 200: MyFirmApplicationSchema },
  },
});

export const submitFirmApplication = defineContract(submitFirmApplicationRoute, {
  errorCodes: [
    'IDENTITY_REQUIRED',
    'FIRM_APPLICATION_EXISTS',
    'FIRM_TAX_NUMBER_TAKEN',
    'FIRM_DOCUMENT_REQUIRED',
    'UNSUPPORTED_DOCUMENT',
    'DOCUMENT_TOO_LARGE',
    'STORAGE_FAILED',
  ],
  schema: {
    tags,
    summary:
      "Apply for a seller firm (multipart/form-data: the fields, 'yetkiBelgesi' and 'sicilBelgesi' files, PDF/JPEG/PNG by content, 10 MB each); the applicant becomes its owner",
    consumes: ['multipart/form-data'],
    response: { 200: MyFirmApplicationSchema },
  },
});

export const addFirmApplicationDocument = defineContract(addFirmApplicationDocumentRoute, {
  errorCodes: [
    'FIRM_APPLICATION_NOT_FOUND',
    'FIRM_APPLICATION_LOCKED',
    'NO_DOCUMENT',
    'DOCUMENT_KIND_REQUIRED',
    'UNSUPPORTED_DOCUMENT',
    'DOCUMENT_TOO_LARGE',
    'TOO_MANY_DOCUMENTS',
    'STORAGE_FAILED',
  ],
  schema: {
    tags,
    summary:
      "The missing document the operator asked for (multipart/form-data: kind + one file); the application goes back to 'İnceleniyor'",
    consumes: ['multipart/form-data'],
    response: { 200: MyFirmApplicationSchema },
  },
});
