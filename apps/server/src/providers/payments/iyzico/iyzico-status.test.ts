import { describe, expect, it } from 'vitest';
import { FAKE_IYZICO_BANK_REFUSES_CARD } from '../../testing/fake-iyzico.ts';
import { PaymentProviderError } from '../payment-provider.ts';
import {
  authenticatedPayment,
  ctx,
  iyzico,
  newOrderId,
  payment,
  useFakeIyzico,
} from './iyzico-test-kit.ts';

useFakeIyzico();

describe('iyzico payments: status (payment detail)', () => {
  it('finds by our order id a payment completed at iyzico whose answer never reached us', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);
    ctx.fake.breakNext('lose');
    const lost = iyzico({ timeoutMs: 200 }).verify({ orderId, amount: 150_000, fields });
    await expect(lost).rejects.toThrow(PaymentProviderError);
    expect(ctx.fake.completedCount(orderId)).toBe(1);
    ctx.fake.requests.length = 0;

    const status = await iyzico().status({ orderId, amount: 150_000 });

    expect(status).toEqual({
      outcome: 'completed',
      providerPaymentId: fields.paymentId,
      paidAmount: 150_000,
      netAmount: 145_490,
      authCode: expect.stringMatching(/^\d{6}$/) as unknown,
    });
    expect(ctx.fake.detailRequests()).toEqual([
      { locale: 'tr', conversationId: orderId, paymentConversationId: orderId },
    ]);
    expect(ctx.fake.requests.every((r) => r.signed)).toBe(true);
    expect(ctx.fake.completedCount(orderId)).toBe(1);
  });

  it('says pending while the buyer is at the bank, and after 3-D Secure passed but uncompleted', async () => {
    const orderId = newOrderId();
    await iyzico().start(payment(orderId));
    expect(await iyzico().status({ orderId, amount: 150_000 })).toEqual({ outcome: 'pending' });
    ctx.fake.authenticate(orderId);
    expect(await iyzico().status({ orderId, amount: 150_000 })).toEqual({ outcome: 'pending' });
  });

  it('says failed for a refused charge or a failed 3-D Secure', async () => {
    const refused = newOrderId();
    const fields = await authenticatedPayment(refused, {
      card: { ...payment('x').card, cardNumber: FAKE_IYZICO_BANK_REFUSES_CARD },
    });
    await iyzico().verify({ orderId: refused, amount: 150_000, fields });
    expect(await iyzico().status({ orderId: refused, amount: 150_000 })).toMatchObject({
      outcome: 'failed',
      providerPaymentId: fields.paymentId,
    });

    const threeDs = newOrderId();
    await iyzico().start(payment(threeDs));
    ctx.fake.authenticate(threeDs, { mdStatus: '0' });
    expect(await iyzico().status({ orderId: threeDs, amount: 150_000 })).toMatchObject({
      outcome: 'failed',
    });
  });

  it('says unknown for an order iyzico never saw, or a payment id of another order', async () => {
    expect(await iyzico().status({ orderId: newOrderId(), amount: 150_000 })).toEqual({
      outcome: 'unknown',
    });
    const other = newOrderId();
    const theirs = await authenticatedPayment(other);
    const orderId = newOrderId();
    expect(
      await iyzico().status({ orderId, amount: 150_000, providerPaymentId: theirs.paymentId }),
    ).toEqual({ outcome: 'unknown' });
  });

  it('does not count a completed payment for another amount', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);
    await iyzico().verify({ orderId, amount: 150_000, fields });
    expect(await iyzico().status({ orderId, amount: 100_000 })).toEqual({ outcome: 'unknown' });
  });

  it('throws PaymentProviderError when our keys are refused or iyzico cannot be reached', async () => {
    const orderId = newOrderId();
    await expect(
      iyzico({ secretKey: 'wrong' }).status({ orderId, amount: 150_000 }),
    ).rejects.toThrow(PaymentProviderError);
    await expect(
      iyzico({ baseUrl: 'http://127.0.0.1:1' }).status({ orderId, amount: 150_000 }),
    ).rejects.toThrow(PaymentProviderError);
  });
});
