import { randomUUID } from 'node:crypto';
import {
  FIRM_LIMITS,
  type FirmDocument,
  type FirmDocumentContentType,
  type FirmDocumentKind,
} from '@arsamezat/shared/firms/firm-application';
import {
  safeDocumentFileName,
  sniffDocumentType,
} from '@arsamezat/shared/listings/listing-documents';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../providers/storage/storage.ts';
import { firmErrors } from './firm-errors.ts';
import type { FirmDocumentRow } from './firms.repository.ts';

/** A file a request carried: its name as sent and its bytes. */
export type FirmUploadFile = { fileName: string; data: Buffer };

/** A checked file, stored in the private document storage, ready for its row. */
export type StoredFirmFile = {
  fileName: string;
  contentType: FirmDocumentContentType;
  size: number;
  storageKey: string;
};

/**
 * The file's type by its first bytes: a PDF, JPEG or PNG; anything else (a WebP, an .exe or a
 * text file renamed .pdf) is refused with the field's name, so the form marks the right input.
 */
export function checkFirmFile(field: string, file: FirmUploadFile): FirmDocumentContentType {
  const sniffed = sniffDocumentType(file.data);
  if (sniffed === null || sniffed === 'image/webp') throw firmErrors.unsupported(field);
  if (file.data.length > FIRM_LIMITS.documentMaxBytes) throw firmErrors.tooLarge();
  return sniffed;
}

/** Puts a checked file in the private document storage (before the transaction). */
export async function storeFirmFile(
  deps: { storage: Storage; log: FastifyBaseLogger },
  firmId: string,
  file: FirmUploadFile,
  contentType: FirmDocumentContentType,
): Promise<StoredFirmFile> {
  const fileName = safeDocumentFileName(file.fileName, contentType);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  const storageKey = `firms/${firmId}/${randomUUID()}.${extension}`;
  try {
    await deps.storage.put(storageKey, file.data, contentType);
  } catch (error) {
    deps.log.error({ err: error }, 'storing a firm document failed');
    throw firmErrors.storageFailed();
  }
  return { fileName, contentType, size: file.data.length, storageKey };
}

export const toFirmDocument = (row: FirmDocumentRow): FirmDocument => ({
  id: row.id,
  kind: row.kind as FirmDocumentKind,
  fileName: row.fileName,
  contentType: row.contentType as FirmDocumentContentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});
