import { ERRORS } from '@arsamezat/shared/core/errors';
import { FIRM_MESSAGES } from '@arsamezat/shared/firms/firm-application';
import { AppError, badRequest } from '../../lib/errors.ts';

/** The firms module's refusals (issue 28): codes of the one catalogue, texts in Turkish. */
export const firmErrors = {
  identityRequired: () => new AppError('IDENTITY_REQUIRED', FIRM_MESSAGES.identityRequired),
  applicationExists: () => new AppError('FIRM_APPLICATION_EXISTS'),
  taxNumberTaken: () =>
    new AppError('FIRM_TAX_NUMBER_TAKEN', ERRORS.FIRM_TAX_NUMBER_TAKEN.message, {
      fields: { taxNumber: ERRORS.FIRM_TAX_NUMBER_TAKEN.message },
    }),
  documentRequired: (field: string, message: string) =>
    new AppError('FIRM_DOCUMENT_REQUIRED', message, { fields: { [field]: message } }),
  unsupported: (field: string) =>
    badRequest(FIRM_MESSAGES.unsupported, 'UNSUPPORTED_DOCUMENT', {
      [field]: FIRM_MESSAGES.unsupported,
    }),
  tooLarge: () => new AppError('DOCUMENT_TOO_LARGE', FIRM_MESSAGES.tooLarge),
  tooManyDocuments: () => badRequest(FIRM_MESSAGES.tooManyDocuments, 'TOO_MANY_DOCUMENTS'),
  noDocument: () => badRequest(FIRM_MESSAGES.documentRequired, 'NO_DOCUMENT'),
  kindRequired: () =>
    badRequest(FIRM_MESSAGES.documentKindRequired, 'DOCUMENT_KIND_REQUIRED', {
      kind: FIRM_MESSAGES.documentKindRequired,
    }),
  applicationNotFound: () => new AppError('FIRM_APPLICATION_NOT_FOUND'),
  applicationLocked: () => new AppError('FIRM_APPLICATION_LOCKED'),
  notFound: () => new AppError('FIRM_NOT_FOUND'),
  statusConflict: () => new AppError('FIRM_STATUS_CONFLICT'),
  documentNotFound: () => new AppError('DOCUMENT_NOT_FOUND'),
  storageFailed: () =>
    new AppError('STORAGE_FAILED', 'Belge kaydedilemedi. Lütfen tekrar deneyin.'),
  memberUnknown: () =>
    new AppError('FIRM_MEMBER_UNKNOWN', ERRORS.FIRM_MEMBER_UNKNOWN.message, {
      fields: { phone: ERRORS.FIRM_MEMBER_UNKNOWN.message },
    }),
  memberTaken: () =>
    new AppError('FIRM_MEMBER_TAKEN', ERRORS.FIRM_MEMBER_TAKEN.message, {
      fields: { phone: ERRORS.FIRM_MEMBER_TAKEN.message },
    }),
  memberNotFound: () => new AppError('FIRM_MEMBER_NOT_FOUND'),
  ownerRemoval: () => new AppError('FIRM_OWNER_REMOVAL'),
};

/** The constraint a unique violation names (both drivers put it on the error or its cause). */
export function violatedConstraint(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
