import { randomBytes } from 'node:crypto';
import {
  formatDocumentNumber,
  type GeneratedDocumentKind,
} from '@arsamezat/shared/sales/sale-documents';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { createIntervalJob, type BackgroundJob, type JobMonitor } from '../../lib/interval-job.ts';
import type { IdentityService } from '../identity/index.ts';
import { appendSaleEvent, nextSequenceValue } from '../sales/index.ts';
import { drawSaleDocument } from './document-pdf.ts';
import { buildDocumentSnapshot } from './document-snapshot.ts';
import {
  findDocumentOfKind,
  insertSaleDocument,
  lockSaleForDocument,
  selectDocumentFacts,
  selectDueDocuments,
  type DueDocument,
} from './sale-documents.repository.ts';

const INTERVAL_MS = 5_000;
/** Documents made per pass: a backlog drains over a few passes, never one long transaction. */
const BATCH = 20;

export type DocumentGenerationDeps = {
  db: Db;
  clock: () => Date;
  /** The private document storage (never a public URL; downloads go through the app). */
  documents: Storage;
  identity: Pick<IdentityService, 'getMyIdentity'>;
  log: FastifyBaseLogger;
  siteName: string;
  publicUrl: string;
};

/** 24 random bytes as base64url: 32 characters nobody guesses. */
export const newVerificationCode = () => randomBytes(24).toString('base64url');

/** The stored file's key part (ASCII); the download's name is the Turkish title. */
const FILE_KEYS: Record<GeneratedDocumentKind, string> = {
  result: 'sonuc-belgesi',
  summary: 'satis-ozeti',
};

/**
 * One pass of the document job (decision 077): every sale lacking its result document, every
 * completed sale lacking its 'Satış Özeti', each made exactly once however many instances run
 * it. The sale's row is locked with SKIP LOCKED (another instance making it is skipped), the
 * document is looked for again under the lock, then the number, the snapshot, the PDF in the
 * private storage, the row and the timeline line — one transaction; a stored file whose
 * transaction fails is removed.
 */
export async function runDocumentGenerationOnce(
  deps: DocumentGenerationDeps,
): Promise<{ made: number; failed: number }> {
  let made = 0;
  let failed = 0;
  for (const due of await selectDueDocuments(deps.db, BATCH)) {
    try {
      if (await makeDocument(deps, due)) made += 1;
    } catch (error) {
      // One sale's trouble must not hold up the others; the next pass tries it again.
      failed += 1;
      deps.log.error({ err: error, saleId: due.saleId, kind: due.kind }, 'sale document failed');
    }
  }
  return { made, failed };
}

async function makeDocument(deps: DocumentGenerationDeps, due: DueDocument): Promise<boolean> {
  // Read before the transaction: the identity module answers on its own connection.
  const identity = await deps.identity.getMyIdentity(due.buyerId);
  // Set inside the transaction once the file is stored: removed again if the transaction fails.
  const stored: { key: string | null } = { key: null };
  try {
    return await deps.db.transaction(async (tx) => {
      const sale = await lockSaleForDocument(tx, due.saleId);
      if (!sale) return false;
      if (await findDocumentOfKind(tx, sale.id, due.kind)) return false;
      const facts = await selectDocumentFacts(tx, sale.listingId, sale.buyerId);
      if (!facts) return false;
      const now = deps.clock();
      const sequence = await nextSequenceValue(tx, 'sale_document_number_seq');
      const number = formatDocumentNumber(due.kind, now.getUTCFullYear(), sequence);
      const verificationCode = newVerificationCode();
      const snapshot = buildDocumentSnapshot({
        kind: due.kind,
        sale,
        facts,
        maskedIdentityNumber: identity?.maskedNumber ?? null,
        number,
        verificationCode,
        siteName: deps.siteName,
        publicUrl: deps.publicUrl,
        now,
      });
      const pdf = await drawSaleDocument(snapshot);
      const storageKey = `sales/${sale.id}/${FILE_KEYS[due.kind]}-${number}.pdf`;
      await deps.documents.put(storageKey, pdf, 'application/pdf');
      stored.key = storageKey;
      await insertSaleDocument(tx, {
        saleId: sale.id,
        kind: due.kind,
        number,
        verificationCode,
        snapshot,
        storageKey,
        fileName: `${snapshot.title} ${number}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
        createdBy: null,
        createdAt: now,
      });
      await appendSaleEvent(tx, {
        saleId: sale.id,
        kind: 'document_issued',
        actorId: null,
        actorRole: 'system',
        detail: { documentKind: due.kind, number, title: snapshot.title },
        now,
      });
      return true;
    });
  } catch (error) {
    if (stored.key) await deps.documents.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

/** The document job: a pass every few seconds on every instance. */
export function createDocumentGenerationJob(
  deps: DocumentGenerationDeps & { jobMonitor?: JobMonitor },
  intervalMs = INTERVAL_MS,
): BackgroundJob {
  return createIntervalJob({
    name: 'sale documents',
    intervalMs,
    log: deps.log,
    monitor: deps.jobMonitor,
    run: () => runDocumentGenerationOnce(deps),
    describe: ({ made, failed }) => (made + failed > 0 ? { made, failed } : undefined),
  });
}
