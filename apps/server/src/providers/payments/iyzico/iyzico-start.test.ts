import { describe, expect, it } from 'vitest';
import { FAKE_IYZICO_DECLINED_CARD } from '../../testing/fake-iyzico.ts';
import { PaymentDeclinedError, PaymentProviderError } from '../payment-provider.ts';
import {
  ctx,
  CARD_NUMBER,
  CVC,
  iyzico,
  newOrderId,
  payment,
  expectNoCardData,
  useFakeIyzico,
} from './iyzico-test-kit.ts';

useFakeIyzico();

describe('iyzico payments: start', () => {
  it('sends kuruş as decimal lira, one instalment in TRY, and shows the decoded 3-D page', async () => {
    const orderId = newOrderId();
    const started = await iyzico().start(payment(orderId, { amount: 150_050 }));

    expect(started.kind).toBe('html');
    expect(started.kind === 'html' && started.html).toContain('<form method="post"');
    expect(started.kind === 'html' && started.html).toContain(
      'https://3dsecure.banka.invalid/acs/',
    );
    const [body] = ctx.fake.initializeRequests();
    expect(ctx.fake.requests[0]?.signed).toBe(true);
    expect(body).toMatchObject({
      locale: 'tr',
      conversationId: orderId,
      basketId: orderId,
      currency: 'TRY',
      installment: '1',
      paymentChannel: 'WEB',
      paymentGroup: 'PRODUCT',
      callbackUrl: 'https://arsamezat.example/api/payments/iyzico/callback',
    });
    // 150 050 kuruş is 1500.50 lira (the SDK writes it '1500.5').
    expect(Number(body?.price)).toBe(1500.5);
    expect(Number(body?.paidPrice)).toBe(1500.5);
    expect(body?.basketItems).toEqual([
      {
        id: 'listing-42',
        name: 'Çeşme Ilıca arsa teminatı',
        category1: 'Arsa Teminatı',
        itemType: 'VIRTUAL',
        price: body?.price,
      },
    ]);
  });

  it('writes whole lira amounts without kuruş drift', async () => {
    await iyzico().start(payment(newOrderId(), { amount: 123_456_789 }));
    expect(ctx.fake.initializeRequests()[0]?.price).toBe('1234567.89');
  });

  it('fills the card, buyer and billing fields as iyzico requires them', async () => {
    await iyzico().start(payment(newOrderId()));
    const [body] = ctx.fake.initializeRequests();
    expect(body?.paymentCard).toEqual({
      cardHolderName: 'Ayşe Nur Yılmaz',
      cardNumber: CARD_NUMBER,
      expireMonth: '03',
      expireYear: '2029',
      cvc: CVC,
      registerCard: '0',
    });
    expect(body?.buyer).toEqual({
      id: '5f0c6a0e-8d2b-4c1e-9a7f-1b2c3d4e5f60',
      name: 'Ayşe Nur',
      surname: 'Yılmaz',
      gsmNumber: '+905321234567',
      email: '5f0c6a0e-8d2b-4c1e-9a7f-1b2c3d4e5f60@uye.arsamezat.invalid',
      // The member's verified number and registered address, never a placeholder (issue 27).
      identityNumber: '12345678950',
      registrationAddress: 'Cumhuriyet Mah. Atatürk Cad. No: 5, Akhisar/Manisa',
      city: 'Manisa',
      country: 'Turkey',
      ip: '85.105.12.34',
    });
    expect(body?.billingAddress).toEqual({
      contactName: 'Ayşe Nur Yılmaz',
      city: 'Manisa',
      country: 'Turkey',
      address: 'Cumhuriyet Mah. Atatürk Cad. No: 5, Akhisar/Manisa',
    });
  });

  it("uses the buyer's own email and registered address, and bounds the item name", async () => {
    const base = payment(newOrderId());
    await iyzico().start({
      ...base,
      buyer: {
        ...base.buyer,
        email: 'ayse@example.com',
        city: 'İzmir',
        address: 'Alsancak Mah. 1',
      },
      item: { id: 'listing-43', name: 'Ş'.repeat(150) },
    });
    const [body] = ctx.fake.initializeRequests();
    expect(body?.buyer.email).toBe('ayse@example.com');
    expect(body?.buyer.city).toBe('İzmir');
    expect(body?.billingAddress).toMatchObject({ city: 'İzmir', address: 'Alsancak Mah. 1' });
    expect(body?.basketItems[0]?.name).toBe('Ş'.repeat(100));
  });

  it('names a listing package as the basket item, in its own category (issue 28)', async () => {
    const base = payment(newOrderId());
    await iyzico().start({
      ...base,
      item: { id: 'package-7', name: 'Profesyonel 10', category: 'İlan Paketi' },
    });
    const [body] = ctx.fake.initializeRequests();
    expect(body?.basketItems[0]).toMatchObject({
      id: 'package-7',
      name: 'Profesyonel 10',
      category1: 'İlan Paketi',
    });
  });

  it("throws PaymentDeclinedError with iyzico's message for a declined card", async () => {
    const start = iyzico().start(
      payment(newOrderId(), {
        card: { ...payment('x').card, cardNumber: FAKE_IYZICO_DECLINED_CARD },
      }),
    );
    await expect(start).rejects.toThrow(PaymentDeclinedError);
    await expect(start).rejects.toThrow('Kart limiti yetersiz, yetersiz bakiye');
  });

  it('throws PaymentProviderError without card data when iyzico cannot be reached', async () => {
    const error = await iyzico({ baseUrl: 'http://127.0.0.1:1' })
      .start(payment(newOrderId()))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expectNoCardData(error);
  });

  it('gives up after the timeout when iyzico does not answer', async () => {
    ctx.fake.breakNext('stall');
    const error = await iyzico({ timeoutMs: 300 })
      .start(payment(newOrderId()))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain('no answer within 300 ms');
    expectNoCardData(error);
  });

  it('throws PaymentProviderError for an answer that is not iyzico JSON', async () => {
    ctx.fake.breakNext('html');
    const error = await iyzico()
      .start(payment(newOrderId()))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expectNoCardData(error);
  });

  it('signs its requests: the fake refuses one signed with another secret key', async () => {
    const error = await iyzico({ secretKey: 'not-the-secret' })
      .start(payment(newOrderId()))
      .catch((e: unknown) => e);
    expect(ctx.fake.requests).toHaveLength(1);
    expect(ctx.fake.requests[0]?.signed).toBe(false);
    // A refused signature is our configuration, not the buyer's card.
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain('code 1000');
    expect(ctx.warnings.map((w) => w.msg)).toContain('iyzico refused our API credentials');
  });
});
