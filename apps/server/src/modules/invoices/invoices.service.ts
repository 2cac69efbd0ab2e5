import {
  ADMIN_INVOICES_PAGE_SIZE,
  type AdminInvoice,
  type AdminInvoicesPage,
  type AdminInvoicesQuery,
  type InvoiceKind,
  type InvoiceStatus,
} from '@arsamezat/shared/sales/invoices';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { recordAudit } from '../audit/index.ts';
import { appendSaleEvent } from '../sales/index.ts';
import {
  findInvoice,
  listInvoices,
  lockInvoice,
  moveInvoice,
  type InvoiceRow,
} from './invoices.repository.ts';

type Deps = { db: Db; clock: () => Date; storage: Storage };

function toAdminInvoice(
  row: InvoiceRow,
  context: { saleNumber: string; firstName: string; lastName: string },
): AdminInvoice {
  return {
    id: row.id,
    saleId: row.saleId,
    saleNumber: context.saleNumber,
    buyerName: `${context.firstName} ${context.lastName}`,
    kind: (row.kind as InvoiceKind | null) ?? null,
    status: row.status as InvoiceStatus,
    number: row.number,
    reversalNumber: row.reversalNumber,
    net: row.net,
    vat: row.vat,
    total: row.total,
    error: row.error,
    attempts: row.attempts,
    signedAt: row.signedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The invoices as people ask for them: the operator's list ('Faturalar') and retry of a failed
 * one, the member's PDF of their own invoice. The background work is invoicing.service.ts.
 */
export function createInvoicesService({ db, clock, storage }: Deps) {
  async function list(query: AdminInvoicesQuery): Promise<AdminInvoicesPage> {
    const { rows, total } = await listInvoices(db, query.status, query.page);
    return {
      items: rows.map((row) => toAdminInvoice(row.invoice, row)),
      total,
      page: query.page,
      pageSize: ADMIN_INVOICES_PAGE_SIZE,
    };
  }

  /** A failed invoice back in the queue, sent at the job's next pass (audited). */
  async function retry(adminId: string, invoiceId: string) {
    const now = clock();
    return db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, invoiceId);
      if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
      if (invoice.status !== 'failed') throw new AppError('INVOICE_NOT_RETRYABLE');
      const row = await moveInvoice(tx, invoice.id, 'failed', {
        status: 'queued',
        attempts: 0,
        error: null,
        updatedAt: now,
      });
      if (!row) throw new AppError('INVOICE_NOT_RETRYABLE');
      await recordAudit(tx, {
        actorId: adminId,
        action: 'invoice.retried',
        entityType: 'invoice',
        entityId: invoice.id,
        before: { status: invoice.status, error: invoice.error, attempts: invoice.attempts },
        after: { status: row.status },
      });
      await appendSaleEvent(tx, {
        saleId: invoice.saleId,
        kind: 'invoice_retried',
        actorId: adminId,
        actorRole: 'operator',
        detail: { number: invoice.number },
        now,
      });
      return { id: row.id, status: 'queued' as const };
    });
  }

  /** The member's own signed invoice; anybody else's is not found. */
  async function pdf(userId: string, invoiceId: string) {
    const invoice = await findInvoice(db, invoiceId);
    if (!invoice || invoice.userId !== userId) throw new AppError('INVOICE_NOT_FOUND');
    const data = invoice.pdfStorageKey ? await storage.read(invoice.pdfStorageKey) : null;
    if (!data) throw new AppError('INVOICE_NOT_READY');
    return { data, fileName: `fatura-${invoice.number ?? invoice.id}.pdf` };
  }

  return { list, retry, pdf };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
