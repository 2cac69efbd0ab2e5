import {
  SaleDocumentSnapshotSchema,
  isGeneratedDocumentKind,
  toDocumentVerification,
} from '@arsamezat/shared/sales/sale-documents';
import type { DocumentVerification } from '@arsamezat/shared/sales/sale';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { recordAudit } from '../audit/index.ts';
import { findSale, requireSaleParty, type SaleAsker } from '../sales/index.ts';
import { drawSaleDocument } from './document-pdf.ts';
import {
  findDocumentByCode,
  findSaleDocument,
  type SaleDocumentRow,
} from './sale-documents.repository.ts';

type Deps = {
  db: Db;
  /** The private document storage, where generated PDFs and uploaded completion files live. */
  documents: Storage;
  log: FastifyBaseLogger;
};

export type SaleDocumentFile = { data: Buffer; contentType: string; fileName: string };

const notFound = () => new AppError('DOCUMENT_NOT_FOUND');

/**
 * A sale's documents (issue 29, decision 077): the parties' download and the public check.
 */
export function createSaleDocumentsService(deps: Deps) {
  const { db, documents, log } = deps;

  /** A generated document's PDF: the stored file, or drawn again from its snapshot if lost. */
  async function generatedFile(row: SaleDocumentRow): Promise<Buffer | null> {
    const stored = row.storageKey ? await documents.read(row.storageKey) : null;
    if (stored) return stored;
    const snapshot = SaleDocumentSnapshotSchema.safeParse(row.snapshot);
    if (!snapshot.success) return null;
    log.warn({ documentId: row.id }, 'a sale document had no stored file; drawn from its snapshot');
    return drawSaleDocument(snapshot.data);
  }

  /**
   * The file for the sale's buyer, the seller firm's members and the operator; a stranger (and
   * a document of another sale) is 404. The runner-up is a party of the sale but not of its
   * papers: they carry the buyer's full name. The operator's download of an uploaded file (the
   * new title deed, the office's receipt: someone's personal papers) is audited first.
   */
  async function download(
    asker: SaleAsker,
    saleId: string,
    documentId: string,
  ): Promise<SaleDocumentFile> {
    const { party } = await requireSaleParty(db, await findSale(db, saleId), asker);
    if (party.viewer === 'runner_up') throw notFound();
    const row = await findSaleDocument(db, saleId, documentId);
    if (!row) throw notFound();
    const generated = isGeneratedDocumentKind(row.kind);
    const data = generated
      ? await generatedFile(row)
      : row.storageKey
        ? await documents.read(row.storageKey)
        : null;
    if (!data) {
      log.error({ documentId: row.id }, 'a sale document has no stored file');
      throw notFound();
    }
    if (party.viewer === 'operator' && !generated) {
      await db.transaction((tx) =>
        recordAudit(tx, {
          actorId: asker.userId,
          action: 'sale.document_downloaded',
          entityType: 'sale',
          entityId: saleId,
          before: null,
          after: { documentId: row.id, kind: row.kind, fileName: row.fileName },
        }),
      );
    }
    return {
      data,
      contentType: row.mimeType ?? 'application/pdf',
      fileName: row.fileName ?? `${row.number ?? row.id}.pdf`,
    };
  }

  /** The public check by verification code: the snapshot's public facts, nothing more. */
  async function verify(code: string): Promise<DocumentVerification> {
    const row = await findDocumentByCode(db, code);
    const snapshot = SaleDocumentSnapshotSchema.safeParse(row?.snapshot);
    if (!row || !snapshot.success) throw notFound();
    return toDocumentVerification(snapshot.data);
  }

  return { download, verify };
}

export type SaleDocumentsService = ReturnType<typeof createSaleDocumentsService>;
