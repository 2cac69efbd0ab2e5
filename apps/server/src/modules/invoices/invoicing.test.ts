import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/messages.ts';
import { invoices, saleEvents, sales } from '../../db/schema/sales.ts';
import { deposits } from '../../db/schema/trading.ts';
import { send, signedInTrader } from '../bids/testing/trading-fixtures.ts';
import { MAX_SEND_ATTEMPTS } from './invoicing.service.ts';
import { invoiceWorld, type InvoiceWorld } from './testing/invoice-world.ts';

/*
 * The service fee's invoice (issue 29, decision 076) through the local fake integrator over real
 * HTTP: opened for a kept fee, sent, signed at a later status query; e-Fatura or e-Arşiv by the
 * integrator's taxpayer check; a wrong total refused; an integrator away retried with backoff
 * until failed; a cancelled sale's invoice cancelled (e-Arşiv) or reversed (e-Fatura).
 */

let w: InvoiceWorld;
const db = () => w.t.database.db;

beforeAll(async () => {
  w = await invoiceWorld();
});
afterAll(async () => {
  await w.t.close();
});

async function signedInvoiceOf(saleId: string) {
  await w.invoicing.runOnce();
  w.clock.advance(11);
  await w.invoicing.runOnce();
  const invoice = await w.invoiceOf(saleId);
  expect(invoice?.status).toBe('signed');
  return invoice!;
}

/** What A1's cancellation leaves behind: the sale cancelled, its deposit going back. */
async function cancelSale(saleId: string, depositId: string) {
  await db().update(sales).set({ step: 'cancelled' }).where(eq(sales.id, saleId));
  await db().update(deposits).set({ status: 'refund_due' }).where(eq(deposits.id, depositId));
}

describe('an invoice for the kept service fee', () => {
  it('is opened once, sent as e-Arşiv, and signed at the next status query', async () => {
    const ahmet = await w.buyer('Ahmet', 'Yılmaz');
    const { saleId } = await w.sale(ahmet, 6_000_00);

    const first = await w.invoicing.runOnce();
    expect(first).toMatchObject({ opened: 1, sent: 1 });
    const sent = await w.invoiceOf(saleId);
    expect(sent).toMatchObject({
      status: 'sent',
      kind: 'e_arsiv',
      net: 5_000_00,
      vat: 1_000_00,
      total: 6_000_00,
    });
    expect(sent!.number).toMatch(/^ARS2026\d{9}$/);

    // What the integrator received: the verified TCKN, the totals with 20 % KDV, in lira.
    const held = w.integrator.invoices.get(sent!.ettn!);
    expect(held?.invoice).toMatchObject({
      profileId: 'EARSIVFATURA',
      invoiceTypeCode: 'SATIS',
      invoiceNumber: sent!.number,
      customer: { vknTckn: ahmet.identityNumber, firstName: 'Ahmet', lastName: 'Yılmaz' },
      legalMonetaryTotal: {
        lineExtensionAmount: '5000.00',
        taxAmount: '1000.00',
        payableAmount: '6000.00',
      },
    });

    // A second pass opens nothing more for the same sale.
    expect((await w.invoicing.runOnce()).opened).toBe(0);
    w.clock.advance(11);
    expect((await w.invoicing.runOnce()).signed).toBe(1);
    const signed = await w.invoiceOf(saleId);
    expect(signed).toMatchObject({ status: 'signed', pdfStorageKey: `invoices/${signed!.id}.pdf` });
    const events = await db()
      .select()
      .from(saleEvents)
      .where(and(eq(saleEvents.saleId, saleId), eq(saleEvents.kind, 'invoice_signed')));
    expect(events).toHaveLength(1);
  });

  it("numbers the year's invoices one after another, without gaps", async () => {
    const ayse = await w.buyer('Ayşe', 'Kaya');
    const a = await w.sale(ayse);
    const b = await w.sale(ayse);
    await w.invoicing.runOnce();
    const [first, second] = [await w.invoiceOf(a.saleId), await w.invoiceOf(b.saleId)];
    expect(Number(second!.number!.slice(7)) - Number(first!.number!.slice(7))).toBe(1);
  });

  it('is an e-Fatura when the integrator says the buyer is an e-Fatura taxpayer', async () => {
    const mehmet = await w.buyer('Mehmet', 'Demir');
    w.integrator.registerTaxpayer(mehmet.identityNumber);
    const { saleId } = await w.sale(mehmet);
    const invoice = await signedInvoiceOf(saleId);
    expect(invoice.kind).toBe('e_fatura');
    expect(w.integrator.invoices.get(invoice.ettn!)?.invoice).toMatchObject({
      profileId: 'TEMELFATURA',
      customerAlias: `urn:mail:defaultpk@${mehmet.identityNumber}.example.com.tr`,
    });
  });

  it("fails with the integrator's reason when the KDV does not add up", async () => {
    const fatma = await w.buyer('Fatma', 'Şahin');
    const { saleId } = await w.sale(fatma, 1_200_00);
    w.integrator.setUnavailable(true);
    await w.invoicing.runOnce();
    w.integrator.setUnavailable(false);
    const waiting = await w.invoiceOf(saleId);
    // Away is worth another try: still queued, the reason kept.
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.error).toMatch(/HTTP 503|bakım/);
    // A fee booked with no KDV: the totals add up, the 20 % does not.
    await db().update(invoices).set({ net: 1_200_00, vat: 0 }).where(eq(invoices.id, waiting!.id));
    w.clock.advance(61);
    await w.invoicing.runOnce();
    const failed = await w.invoiceOf(saleId);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/KDV tutarı matrahın %20'si değil/);
    expect(w.integrator.invoices.has(failed!.ettn!)).toBe(false);
  });

  it('is tried again with backoff while the integrator is away, then failed, then retried by the operator', async () => {
    const ali = await w.buyer('Ali', 'Öztürk');
    const { saleId } = await w.sale(ali);
    w.integrator.setUnavailable(true);
    await w.invoicing.runOnce();
    // Within the backoff nothing is tried again.
    await w.invoicing.runOnce();
    expect((await w.invoiceOf(saleId))?.attempts).toBe(1);
    for (let i = 0; i < 10; i++) {
      w.clock.advance(61 * 60);
      await w.invoicing.runOnce();
    }
    const failed = await w.invoiceOf(saleId);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
    w.integrator.setUnavailable(false);

    const admin = await signedInTrader(db(), w.clock.clock(), {
      firstName: 'Yönetici',
      lastName: 'Bey',
      role: 'admin',
    });
    const retry = await send(w.t, 'POST', `/api/admin/invoices/${failed!.id}/retry`, {
      trader: admin,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ id: failed!.id, status: 'queued' });
    const again = await send(w.t, 'POST', `/api/admin/invoices/${failed!.id}/retry`, {
      trader: admin,
    });
    expect(again.json<{ error: { code: string } }>().error.code).toBe('INVOICE_NOT_RETRYABLE');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, failed!.id), eq(auditLog.action, 'invoice.retried')));
    expect(audit).toHaveLength(1);
    await w.invoicing.runOnce();
    expect((await w.invoiceOf(saleId))?.status).toBe('sent');
  });
});

describe('a refund of an invoiced fee', () => {
  it('cancels an e-Arşiv invoice through the integrator within 7 days', async () => {
    const zeynep = await w.buyer('Zeynep', 'Arslan');
    const { saleId, depositId } = await w.sale(zeynep);
    const invoice = await signedInvoiceOf(saleId);
    await cancelSale(saleId, depositId);
    w.clock.advance(2 * 24 * 3600);
    expect((await w.invoicing.runOnce()).cancelled).toBe(1);
    expect(await w.invoiceOf(saleId)).toMatchObject({ status: 'cancelled' });
    expect(w.integrator.invoices.get(invoice.ettn!)?.status).toBe('CANCELLED');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.cancelled')));
    expect(audit).toHaveLength(1);
  });

  it('leaves an e-Arşiv invoice past its cancellation period to be documented by hand', async () => {
    const emre = await w.buyer('Emre', 'Koç');
    const { saleId, depositId } = await w.sale(emre);
    const invoice = await signedInvoiceOf(saleId);
    await cancelSale(saleId, depositId);
    w.clock.advance(9 * 24 * 3600);
    await w.invoicing.runOnce();
    const row = await w.invoiceOf(saleId);
    expect(row).toMatchObject({ status: 'manual_refund' });
    expect(row?.error).toMatch(/iptal süresi geçti/);
    expect(w.integrator.invoices.get(invoice.ettn!)?.status).toBe('SIGNED');
  });

  it('reverses an e-Fatura with a return invoice of the next number', async () => {
    const selin = await w.buyer('Selin', 'Aydın');
    w.integrator.registerTaxpayer(selin.identityNumber);
    const { saleId, depositId } = await w.sale(selin);
    const invoice = await signedInvoiceOf(saleId);
    await cancelSale(saleId, depositId);
    w.clock.advance(3600);
    expect((await w.invoicing.runOnce()).reversed).toBe(1);
    const row = await w.invoiceOf(saleId);
    expect(row).toMatchObject({ status: 'reversed' });
    expect(row!.reversalNumber).toMatch(/^ARS2026\d{9}$/);
    const returned = [...w.integrator.invoices.values()].find(
      (s) => s.invoice.invoiceNumber === row!.reversalNumber,
    );
    expect(returned?.invoice).toMatchObject({
      invoiceTypeCode: 'IADE',
      profileId: 'TEMELFATURA',
      billingReference: { invoiceNumber: invoice.number },
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.reversed')));
    expect(audit).toHaveLength(1);
  });
});
