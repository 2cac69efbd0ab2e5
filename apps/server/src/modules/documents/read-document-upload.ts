import {
  DOCUMENT_MESSAGES,
  LISTING_DOCUMENT_LIMITS,
} from '@arsamezat/shared/listings/listing-documents';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { displayName } from '../uploads/index.ts';
import type { DocumentUpload } from './documents.service.ts';

/**
 * One document upload: the `kind` field and one file (the whole file in memory, at most 10 MB;
 * a bigger one is read to its end and refused with 413, so the browser reads the answer).
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
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
