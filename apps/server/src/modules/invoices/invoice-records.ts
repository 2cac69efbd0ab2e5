import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { appendSaleEvent } from '../sales/index.ts';
import { moveInvoice, type InvoiceRow } from './invoices.repository.ts';

/*
 * The invoice's changes the sale's timeline shows, each in one transaction with its timeline
 * line (and its audit row when it undoes an issued invoice). A change holds only if the invoice
 * is still in the state it was claimed in; otherwise nothing is written.
 */

export async function recordSigned(
  db: Db,
  invoice: InvoiceRow,
  signed: { key: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await moveInvoice(tx, invoice.id, 'sent', {
      status: 'signed',
      signedAt: signed.now,
      pdfStorageKey: signed.key,
      attempts: 0,
      error: null,
      updatedAt: signed.now,
    });
    if (!row) return false;
    await appendSaleEvent(tx, {
      saleId: invoice.saleId,
      kind: 'invoice_signed',
      actorId: null,
      actorRole: 'system',
      detail: { number: row.number, kind: row.kind },
      now: signed.now,
    });
    return true;
  });
}

export async function recordCancelled(db: Db, invoice: InvoiceRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await moveInvoice(tx, invoice.id, 'signed', {
      status: 'cancelled',
      cancelledAt: now,
      error: null,
      updatedAt: now,
    });
    if (!row) return false;
    await recordAudit(tx, {
      actorId: null,
      action: 'invoice.cancelled',
      entityType: 'invoice',
      entityId: invoice.id,
      before: { status: invoice.status, number: invoice.number },
      after: { status: row.status, cancelledAt: now },
    });
    await appendSaleEvent(tx, {
      saleId: invoice.saleId,
      kind: 'invoice_cancelled',
      actorId: null,
      actorRole: 'system',
      detail: { number: row.number },
      now,
    });
    return true;
  });
}

/**
 * An e-Arşiv invoice past its cancellation period: e-Arşiv has no credit note, so the refund is
 * documented by hand (decision 076); the operator sees why.
 */
export async function recordManualRefund(
  db: Db,
  invoice: InvoiceRow,
  reason: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await moveInvoice(tx, invoice.id, 'signed', {
      status: 'manual_refund',
      error: reason.slice(0, 500),
      updatedAt: now,
    });
    if (!row) return false;
    await appendSaleEvent(tx, {
      saleId: invoice.saleId,
      kind: 'invoice_cancel_period_over',
      actorId: null,
      actorRole: 'system',
      detail: { number: row.number },
      now,
    });
    return true;
  });
}

export async function recordReversed(db: Db, invoice: InvoiceRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await moveInvoice(tx, invoice.id, 'reversing', {
      status: 'reversed',
      error: null,
      updatedAt: now,
    });
    if (!row) return false;
    await recordAudit(tx, {
      actorId: null,
      action: 'invoice.reversed',
      entityType: 'invoice',
      entityId: invoice.id,
      before: { status: invoice.status, number: invoice.number },
      after: { status: row.status, reversalNumber: row.reversalNumber },
    });
    await appendSaleEvent(tx, {
      saleId: invoice.saleId,
      kind: 'invoice_reversed',
      actorId: null,
      actorRole: 'system',
      detail: { number: row.number, reversalNumber: row.reversalNumber },
      now,
    });
    return true;
  });
}
