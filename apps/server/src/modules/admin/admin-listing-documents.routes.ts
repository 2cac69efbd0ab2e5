import * as contracts from '@arsamezat/shared/admin/admin-listing-documents.contracts';
import {
  DOCUMENT_MESSAGES,
  LISTING_DOCUMENT_LIMITS,
} from '@arsamezat/shared/listings/listing-documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireAdmin } from '../auth/index.ts';
import type { DocumentUpload } from '../documents/index.ts';
import { displayName } from '../uploads/index.ts';
import { route } from '../../lib/route.ts';

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

  route(app, contracts.listAdminListingDocuments, {
    handler: (request) => service.adminList(request.params.id),
  });

  route(app, contracts.uploadListingDocument, {
    handler: async (request) => {
      const actor = requireAdmin(request);
      const upload = await readDocumentUpload(request);
      return service.upload(actor.id, request.params.id, upload);
    },
  });

  route(app, contracts.removeListingDocument, {
    handler: (request) =>
      service.remove(requireAdmin(request).id, request.params.id, request.params.documentId),
  });
};
