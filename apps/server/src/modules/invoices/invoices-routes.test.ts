import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { invoiceWorld, type InvoiceWorld } from './testing/invoice-world.ts';

/*
 * Who sees an invoice (issue 29): the buyer downloads their own signed PDF from Teminatlarım;
 * another member gets 404, a guest 401, and nobody gets it before it is signed. 'Faturalar' and
 * its retry are the operator's alone.
 */

let w: InvoiceWorld;
let buyer: Trader;
let stranger: Trader;
let admin: Trader;
let invoiceId: string;

beforeAll(async () => {
  w = await invoiceWorld();
  const db = w.t.database.db;
  buyer = await w.buyer('Ahmet', 'Yılmaz');
  stranger = await signedInTrader(db, w.clock.clock(), { firstName: 'Veli', lastName: 'Can' });
  admin = await signedInTrader(db, w.clock.clock(), {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  const { saleId } = await w.sale(buyer);
  await w.invoicing.runOnce();
  invoiceId = (await w.invoiceOf(saleId))!.id;
});
afterAll(async () => {
  await w.t.close();
});

const pdf = (trader?: Trader) => send(w.t, 'GET', `/api/me/invoices/${invoiceId}/pdf`, { trader });

describe("the member's invoice", () => {
  it('is not ready before the integrator signed it, and Teminatlarım says so', async () => {
    const early = await pdf(buyer);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: { code: string } }>().error.code).toBe('INVOICE_NOT_READY');
    const deposits = await send(w.t, 'GET', '/api/me/deposits', { trader: buyer });
    expect(deposits.json<{ items: Array<{ invoice: unknown }> }>().items[0]?.invoice).toMatchObject(
      {
        id: invoiceId,
        status: 'sent',
      },
    );
  });

  it('downloads as PDF for the buyer once signed; 404 for another member, 401 for a guest', async () => {
    w.clock.advance(11);
    await w.invoicing.runOnce();
    const own = await pdf(buyer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(own.rawPayload.toString('latin1')).toMatch(/Fatura No: ARS2026\d{9}/);
    expect((await pdf(stranger)).statusCode).toBe(404);
    expect((await pdf()).statusCode).toBe(401);
    const strangers = await send(w.t, 'GET', '/api/me/deposits', { trader: stranger });
    expect(strangers.json<{ items: Array<{ invoice: unknown }> }>().items).toEqual([]);
    const deposits = await send(w.t, 'GET', '/api/me/deposits', { trader: buyer });
    expect(deposits.json<{ items: Array<{ invoice: unknown }> }>().items[0]?.invoice).toMatchObject(
      {
        id: invoiceId,
        status: 'signed',
      },
    );
  });
});

describe("the operator's 'Faturalar'", () => {
  it('lists invoices for the operator only, filtered by status', async () => {
    const list = await send(w.t, 'GET', '/api/admin/invoices', { trader: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: invoiceId, status: 'signed', buyerName: 'Ahmet Yılmaz' }],
    });
    const failed = await send(w.t, 'GET', '/api/admin/invoices?status=failed', { trader: admin });
    expect(failed.json()).toMatchObject({ total: 0, items: [] });
    expect((await send(w.t, 'GET', '/api/admin/invoices', { trader: buyer })).statusCode).toBe(403);
    expect((await send(w.t, 'GET', '/api/admin/invoices')).statusCode).toBe(401);
  });

  it('retries only failed invoices, and only for the operator', async () => {
    const url = `/api/admin/invoices/${invoiceId}/retry`;
    expect((await send(w.t, 'POST', url, { trader: buyer })).statusCode).toBe(403);
    const signed = await send(w.t, 'POST', url, { trader: admin });
    expect(signed.statusCode).toBe(409);
    expect(signed.json<{ error: { code: string } }>().error.code).toBe('INVOICE_NOT_RETRYABLE');
    const missing = await send(
      w.t,
      'POST',
      '/api/admin/invoices/00000000-0000-4000-8000-000000000000/retry',
      {
        trader: admin,
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});
