import { randomUUID } from 'node:crypto';
import {
  safeDocumentFileName,
  sniffDocumentType,
} from '@arsamezat/shared/listings/listing-documents';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { saleDocuments } from '../../db/schema/sales.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { recordAudit } from '../audit/index.ts';
import type { DocumentUpload } from '../documents/index.ts';
import { recordSaleNotice } from '../notifications/index.ts';
import { requireSaleParty, requireViewer, type SaleAsker } from './sale-access.ts';
import { actorRoleOf, runSaleStep, type StepRule } from './sale-step.ts';
import { noticeSale, updateSale } from './sale-transitions.ts';
import { keepServiceFee } from './service-fee-kept.ts';
import { appendSaleEvent, findSale } from './sales.repository.ts';

type Deps = { db: Db; clock: () => Date; storage: Storage; log: FastifyBaseLogger };

const COMPLETION: StepRule = { viewers: ['firm', 'operator'], steps: ['title_appointment'] };
const COMPLETION_KINDS = ['title_deed', 'office_receipt'] as const;
type CompletionKind = (typeof COMPLETION_KINDS)[number];

const isCompletionKind = (kind: string | undefined): kind is CompletionKind =>
  (COMPLETION_KINDS as readonly (string | undefined)[]).includes(kind);

/**
 * 'Tamamlandı' (issue 29): the firm or the operator records the transfer with the new title deed
 * or the office's receipt (PDF, JPEG or PNG by its first bytes, 10 MB), kept in the private
 * document storage. The file is stored before the transaction and removed if the step is
 * refused there; the listing becomes 'sold'.
 */
export function createSaleCompletion({ db, clock, storage, log }: Deps) {
  return {
    async complete(
      saleId: string,
      asker: SaleAsker,
      readUpload: () => Promise<DocumentUpload>,
    ): Promise<void> {
      // A stranger learns nothing and stores nothing: the party first, then the file.
      const { party } = await requireSaleParty(db, await findSale(db, saleId), asker);
      requireViewer(party, COMPLETION.viewers);
      const upload = await readUpload().catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'NO_DOCUMENT'
          ? new AppError('SALE_COMPLETION_FILE_REQUIRED')
          : error;
      });
      if (!isCompletionKind(upload.kind) || !upload.file) {
        throw new AppError('SALE_COMPLETION_FILE_REQUIRED');
      }
      const contentType = sniffDocumentType(upload.file.data);
      if (contentType === null || contentType === 'image/webp') {
        throw badRequest(
          'Yalnızca PDF, JPEG veya PNG dosyası yükleyebilirsiniz.',
          'UNSUPPORTED_DOCUMENT',
        );
      }
      const kind = upload.kind;
      const fileName = safeDocumentFileName(upload.file.fileName, contentType);
      const storageKey = `sales/${saleId}/${randomUUID()}.${fileName.slice(fileName.lastIndexOf('.') + 1)}`;
      try {
        await storage.put(storageKey, upload.file.data, contentType);
      } catch (error) {
        log.error({ err: error }, 'storing a sale document failed');
        throw new AppError('STORAGE_FAILED', 'Belge kaydedilemedi. Lütfen tekrar deneyin.');
      }
      const size = upload.file.data.length;
      try {
        await runSaleStep(
          { db, clock },
          saleId,
          asker,
          COMPLETION,
          async ({ tx, sale, party: actor, now }) => {
            if (sale.appointmentAt === null) throw new AppError('SALE_APPOINTMENT_REQUIRED');
            const [document] = await tx
              .insert(saleDocuments)
              .values({
                saleId: sale.id,
                kind,
                storageKey,
                fileName,
                mimeType: contentType,
                sizeBytes: size,
                createdBy: actor.userId,
                createdAt: now,
              })
              .returning({ id: saleDocuments.id });
            await updateSale(
              tx,
              sale,
              { step: 'completed', completedAt: now, stepDeadline: null },
              now,
            );
            const feeKept = await keepServiceFee(tx, sale.depositId, now);
            await tx
              .update(listings)
              .set({ status: 'sold', updatedAt: now })
              .where(and(eq(listings.id, sale.listingId), ne(listings.status, 'sold')));
            await appendSaleEvent(tx, {
              saleId: sale.id,
              kind: 'completed',
              actorId: actor.userId,
              actorRole: actorRoleOf(actor),
              detail: { documentKind: kind },
              now,
            });
            await recordAudit(tx, {
              actorId: actor.userId,
              action: 'sale.completed',
              entityType: 'sale',
              entityId: sale.id,
              before: { step: sale.step },
              after: {
                step: 'completed',
                documentId: document?.id ?? null,
                documentKind: kind,
                depositKept: feeKept,
              },
            });
            await recordSaleNotice(tx, {
              event: 'sale_completed',
              eventKey: sale.id,
              sale: noticeSale(sale),
              to: 'both',
              actorId: actor.userId,
              now,
            });
          },
        );
      } catch (error) {
        await storage.delete(storageKey).catch((removal: unknown) => {
          log.error({ err: removal }, 'removing a refused sale document failed');
        });
        throw error;
      }
    },
  };
}
