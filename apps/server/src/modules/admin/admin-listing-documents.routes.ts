import { AdminListingIdParamsSchema } from '@arsamezat/shared/admin-listings';
import {
  AdminListingDocumentsSchema,
  DOCUMENT_MESSAGES,
  LISTING_DOCUMENT_LIMITS,
  ListingDocumentParamsSchema,
  ListingDocumentsSchema,
} from '@arsamezat/shared/listing-documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/index.ts';
import type { DocumentUpload } from '../documents/index.ts';
import { displayName } from '../uploads/index.ts';

/**
 * One document upload: the `kind` field and one file (the whole file in memory, at most 10 MB;
 * a bigger one is read to its end and refused with 413, so the browser reads the answer).
 */
async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw badRequest(DOCUMENT_MESSAGES.noFile, 'NO_DOCUMENT');
  const upload: DocumentUpload = { kind: undefined, file: undefined };
  let files = 0;
  let tooLarge = false;
  try {
    // `throwFileSizeLimit` is honoured by parts() as by files(), but only files() types it.
    const options = {
      throwFileSizeLimit: false,
      limits: { fileSize: LISTING_DOCUMENT_LIMITS.maxBytes },
    } as Parameters<typeof request.parts>[0];
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind' && typeof part.value === 'string') upload.kind = part.value;
        continue;
      }
      files += 1;
      const data = await part.toBuffer();
      if (part.file.truncated) tooLarge = true;
      else if (files === 1) upload.file = { fileName: displayName(part.filename, 0), data };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(DOCUMENT_MESSAGES.noFile, 'NO_DOCUMENT');
  }
  if (tooLarge) throw new AppError('DOCUMENT_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
  if (files > 1) throw badRequest('Tek seferde bir belge yüklenebilir.', 'VALIDATION');
  return upload;
}

/** /api/admin/listings/:id/documents: upload (multipart: kind + one file), list with downloads, remove. */
export const adminListingDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.documents;
  const tags = ['admin'];

  app.get(
    '/admin/listings/:id/documents',
    {
      config: { errorCodes: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: "The listing's documents and who downloaded them (newest 100)",
        params: AdminListingIdParamsSchema,
        response: { 200: AdminListingDocumentsSchema },
      },
    },
    (request) => service.adminList(request.params.id),
  );

  app.post(
    '/admin/listings/:id/documents',
    {
      config: {
        errorCodes: [
          'NOT_FOUND',
          'NO_DOCUMENT',
          'DOCUMENT_KIND_REQUIRED',
          'UNSUPPORTED_DOCUMENT',
          'DOCUMENT_TOO_LARGE',
          'TOO_MANY_DOCUMENTS',
          'STORAGE_FAILED',
        ],
      },
      schema: {
        tags,
        summary:
          'Attach a document (multipart/form-data: kind = tapu|imar|sartname|diger, one file of at most 10 MB; PDF, JPEG, PNG or WebP by content)',
        consumes: ['multipart/form-data'],
        params: AdminListingIdParamsSchema,
        response: { 200: ListingDocumentsSchema },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const upload = await readDocumentUpload(request);
      return service.upload(actor.id, request.params.id, upload);
    },
  );

  app.delete(
    '/admin/listings/:id/documents/:documentId',
    {
      config: { errorCodes: ['NOT_FOUND', 'DOCUMENT_NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Remove a document (its file is deleted after the change is saved)',
        params: ListingDocumentParamsSchema,
        response: { 200: ListingDocumentsSchema },
      },
    },
    (request) =>
      service.remove(requireAdmin(request).id, request.params.id, request.params.documentId),
  );
};
