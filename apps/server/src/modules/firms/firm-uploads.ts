import { FIRM_APPLICATION_FILES, FIRM_LIMITS } from '@arsamezat/shared/firms/firm-application';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { displayName } from '../uploads/index.ts';
import type { FirmApplicationUpload, FirmDocumentUpload } from './firm-application.service.ts';
import { firmErrors } from './firm-errors.ts';
import type { FirmUploadFile } from './firm-documents.ts';

const FILE_FIELDS: Record<string, 'authorisation' | 'registry'> = {
  [FIRM_APPLICATION_FILES.authorisation]: 'authorisation',
  [FIRM_APPLICATION_FILES.registry]: 'registry',
};

type Parts = { fields: Record<string, string>; files: Map<string, FirmUploadFile> };

/**
 * Reads a multipart request into its text fields and its files (each whole in memory, at most
 * 10 MB; a bigger one is read to its end and refused with 413, so the browser reads the answer).
 * The first file of each field name counts.
 */
async function readParts(request: FastifyRequest): Promise<Parts> {
  const result: Parts = { fields: {}, files: new Map() };
  if (!request.isMultipart()) return result;
  let tooLarge = false;
  try {
    // `throwFileSizeLimit` is honoured by parts() as by files(), but only files() types it.
    const options = {
      throwFileSizeLimit: false,
      limits: { fileSize: FIRM_LIMITS.documentMaxBytes, files: 3, fieldSize: 4096 },
    } as Parameters<typeof request.parts>[0];
    let index = 0;
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in result.fields)) {
          result.fields[part.fieldname] = part.value;
        }
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) tooLarge = true;
      else if (!result.files.has(part.fieldname) && data.length > 0) {
        result.files.set(part.fieldname, { fileName: displayName(part.filename, index), data });
      }
      index += 1;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('Gönderilen form okunamadı. Lütfen tekrar deneyin.', 'VALIDATION');
  }
  if (tooLarge) throw firmErrors.tooLarge();
  return result;
}

/** POST /api/firm-application: the form's fields and its two files. */
export async function readApplicationUpload(
  request: FastifyRequest,
): Promise<FirmApplicationUpload> {
  const parts = await readParts(request);
  const files: FirmApplicationUpload['files'] = {};
  for (const [name, file] of parts.files) {
    const slot = FILE_FIELDS[name];
    if (slot) files[slot] = file;
  }
  return { fields: parts.fields, files };
}

/** POST /api/firm-application/documents: `kind` and one file (field `file`). */
export async function readDocumentUpload(request: FastifyRequest): Promise<FirmDocumentUpload> {
  const parts = await readParts(request);
  return { kind: parts.fields.kind, file: parts.files.get('file') };
}
