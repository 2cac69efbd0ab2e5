import { randomUUID } from 'node:crypto';
import {
  AUTHORISATION_DOCUMENT_KIND,
  DOCUMENT_MESSAGES,
  DocumentKindSchema,
  StoredDocumentKindSchema,
  LISTING_DOCUMENT_LIMITS,
  safeDocumentFileName,
  sniffDocumentType,
  type AdminListingDocuments,
  type ListingDocument,
  type StoredDocumentKind,
  type ListingDocuments,
} from '@arsamezat/shared/listings/listing-documents';
import { LISTING_NOT_FOUND } from '@arsamezat/shared/listings/listings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { recordAudit } from '../audit/index.ts';
import {
  countDocuments,
  deleteDocument,
  insertDocument,
  insertDownload,
  listingExists,
  lockListingRow,
  selectDocument,
  selectDocuments,
  selectDownloads,
  type DocumentRow,
} from './documents.repository.ts';

type Deps = { db: Db; clock: () => Date; storage: Storage; log: FastifyBaseLogger };

/** What an upload request carried: the kind field (as sent) and the one file. */
export type DocumentUpload = {
  kind: string | undefined;
  file: { fileName: string; data: Buffer } | undefined;
};

/**
 * What a caller other than the operator adds to an upload or a removal (a seller firm, issue
 * 28): the authorisation document may be uploaded, and `guard` runs in the transaction after
 * the listing's row lock (the firm's listing, still a draft), so the check and the change are
 * one.
 */
export type DocumentWriteOptions = {
  allowAuthorisation?: boolean;
  guard?: (tx: Tx) => Promise<void>;
};

/** A file ready to send: its bytes and the headers' values. */
export type DocumentFile = { data: Buffer; contentType: string; fileName: string };

const toDocument = (row: DocumentRow): ListingDocument => ({
  id: row.id,
  kind: row.kind as StoredDocumentKind,
  fileName: row.fileName,
  contentType: row.contentType as ListingDocument['contentType'],
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

const tooMany = () => badRequest(DOCUMENT_MESSAGES.tooMany, 'TOO_MANY_DOCUMENTS');

/**
 * Listing documents (decision 033). The file is checked by its first bytes and stored in the
 * private document storage before the transaction; the row and the audit go in the transaction
 * (holding the listing's row lock); a removed document's file is deleted after the commit.
 */
export function createDocumentsService({ db, clock, storage, log }: Deps) {
  /** Members see the documents of published listings only; the operator and the firm those of any. */
  async function requireListing(listingId: string, publishedOnly: boolean) {
    if (!(await listingExists(db, listingId, publishedOnly))) throw notFound(LISTING_NOT_FOUND);
  }

  /** Every document, the firm's authorisation included: for the operator and the firm. */
  async function listAll(listingId: string): Promise<ListingDocuments> {
    return documentsOf(listingId, false);
  }

  async function documentsOf(listingId: string, publishedOnly: boolean) {
    await requireListing(listingId, publishedOnly);
    return { documents: (await selectDocuments(db, listingId)).map(toDocument) };
  }

  /** What members see, of a published listing: never a firm's authorisation document. */
  async function list(listingId: string): Promise<ListingDocuments> {
    const { documents } = await documentsOf(listingId, true);
    return { documents: documents.filter((doc) => doc.kind !== AUTHORISATION_DOCUMENT_KIND) };
  }

  async function upload(
    actorId: string,
    listingId: string,
    upload: DocumentUpload,
    options: DocumentWriteOptions = {},
  ): Promise<ListingDocuments> {
    await requireListing(listingId, false);
    const kind = (
      options.allowAuthorisation ? StoredDocumentKindSchema : DocumentKindSchema
    ).safeParse(upload.kind);
    if (!kind.success) {
      throw badRequest(DOCUMENT_MESSAGES.kindRequired, 'DOCUMENT_KIND_REQUIRED', {
        kind: DOCUMENT_MESSAGES.kindRequired,
      });
    }
    const { file } = upload;
    if (!file) throw badRequest(DOCUMENT_MESSAGES.noFile, 'NO_DOCUMENT');
    const contentType = sniffDocumentType(file.data);
    if (!contentType) {
      throw badRequest(DOCUMENT_MESSAGES.unsupported, 'UNSUPPORTED_DOCUMENT', {
        [file.fileName]: DOCUMENT_MESSAGES.unsupported,
      });
    }
    const fileName = safeDocumentFileName(file.fileName, contentType);
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
    const key = `documents/${listingId}/${randomUUID()}.${extension}`;
    try {
      await storage.put(key, file.data, contentType);
    } catch (error) {
      log.error({ err: error }, 'storing a listing document failed');
      throw new AppError('STORAGE_FAILED');
    }
    try {
      await db.transaction(async (tx) => {
        if (!(await lockListingRow(tx, listingId))) throw notFound(LISTING_NOT_FOUND);
        await options.guard?.(tx);
        if ((await countDocuments(tx, listingId)) >= LISTING_DOCUMENT_LIMITS.maxPerListing) {
          throw tooMany();
        }
        const row = await insertDocument(tx, {
          listingId,
          kind: kind.data,
          fileName,
          contentType,
          size: file.data.length,
          storageKey: key,
          uploadedBy: actorId,
          createdAt: clock(),
        });
        await recordAudit(tx, {
          actorId,
          action: 'listing.document.add',
          entityType: 'listing',
          entityId: listingId,
          before: null,
          after: { document: toDocument(row) },
        });
      });
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
    return listAll(listingId);
  }

  async function remove(
    actorId: string,
    listingId: string,
    documentId: string,
    options: Pick<DocumentWriteOptions, 'guard'> = {},
  ): Promise<ListingDocuments> {
    const removed = await db.transaction(async (tx) => {
      if (!(await lockListingRow(tx, listingId))) throw notFound(LISTING_NOT_FOUND);
      await options.guard?.(tx);
      const row = await selectDocument(tx, listingId, documentId);
      if (!row) throw notFound(DOCUMENT_MESSAGES.notFound, 'DOCUMENT_NOT_FOUND');
      await deleteDocument(tx, row.id);
      await recordAudit(tx, {
        actorId,
        action: 'listing.document.remove',
        entityType: 'listing',
        entityId: listingId,
        before: { document: toDocument(row) },
        after: null,
      });
      return row;
    });
    await storage.delete(removed.storageKey).catch((error: unknown) => {
      log.warn({ err: error }, 'a removed document file could not be deleted');
    });
    return listAll(listingId);
  }

  /** The file for a signed-in member; the download is logged before the bytes are sent. */
  async function download(
    userId: string,
    listingId: string,
    documentId: string,
  ): Promise<DocumentFile> {
    const row = (await listingExists(db, listingId, true))
      ? await selectDocument(db, listingId, documentId)
      : null;
    // A firm's authorisation is not a member's to read: as if it were not there.
    if (!row || row.kind === AUTHORISATION_DOCUMENT_KIND) {
      throw notFound(DOCUMENT_MESSAGES.notFound, 'DOCUMENT_NOT_FOUND');
    }
    const data = await storage.read(row.storageKey);
    if (!data) {
      log.error({ documentId }, 'a listing document has no stored file');
      throw notFound(DOCUMENT_MESSAGES.notFound, 'DOCUMENT_NOT_FOUND');
    }
    await insertDownload(db, {
      listingId,
      documentId: row.id,
      fileName: row.fileName,
      kind: row.kind,
      userId,
      downloadedAt: clock(),
    });
    return { data, contentType: row.contentType, fileName: row.fileName };
  }

  /** The admin's view: the documents and the newest downloads. */
  async function adminList(listingId: string): Promise<AdminListingDocuments> {
    const { documents } = await listAll(listingId);
    const downloads = await selectDownloads(db, listingId, LISTING_DOCUMENT_LIMITS.downloadsShown);
    return {
      documents,
      downloads: downloads.map((row) => ({
        id: row.id,
        documentId: row.documentId,
        fileName: row.fileName,
        kind: row.kind as StoredDocumentKind,
        userId: row.userId,
        userName: `${row.firstName} ${row.lastName}`.trim(),
        userPhone: row.phone,
        downloadedAt: row.downloadedAt.toISOString(),
      })),
    };
  }

  /**
   * A listing's documents' stored files, read in the caller's transaction (to delete them after
   * it has deleted the listing and committed).
   */
  async function storageKeysOf(tx: Tx, listingId: string): Promise<string[]> {
    return (await selectDocuments(tx, listingId)).map((row) => row.storageKey);
  }

  /** Deletes stored files whose rows are gone; a file that stays is logged, not an error. */
  async function deleteFiles(keys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected') {
        log.warn({ err: result.reason }, 'a removed document file could not be deleted');
      }
    }
  }

  return { list, listAll, upload, remove, download, adminList, storageKeysOf, deleteFiles };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
