import { describe, expect, it } from 'vitest';
import { FAKE_IYZICO_BANK_REFUSES_CARD } from '../../testing/fake-iyzico.ts';
import { PaymentProviderError } from '../payment-provider.ts';
import {
  ctx,
  CARD_NUMBER,
  iyzico,
  newOrderId,
  payment,
  authenticatedPayment,
  useFakeIyzico,
} from './iyzico-test-kit.ts';

useFakeIyzico();

describe('iyzico payments: verify', () => {
  it('completes an authenticated payment with paid and net amounts in kuruş and the auth code', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);

    const result = await iyzico().verify({ orderId, amount: 150_000, fields });

    // 1500.00 TL less the fake's 2.99 % (44.85 TL) and 0.25 TL fee.
    expect(result).toEqual({
      outcome: 'completed',
      providerPaymentId: fields.paymentId,
      paidAmount: 150_000,
      netAmount: 145_490,
      authCode: expect.stringMatching(/^\d{6}$/) as unknown,
    });
    expect(ctx.fake.authRequests()).toEqual([
      {
        locale: 'tr',
        conversationId: orderId,
        paymentId: fields.paymentId,
        conversationData: fields.conversationData,
      },
    ]);
    expect(ctx.fake.requests.every((r) => r.signed)).toBe(true);
  });

  it('leaves a replayed return unverified: the payment completes once', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);
    const provider = iyzico();

    expect((await provider.verify({ orderId, amount: 150_000, fields })).outcome).toBe('completed');
    const replay = await provider.verify({ orderId, amount: 150_000, fields });

    expect(replay).toEqual({
      outcome: 'unverified',
      reason: 'iyzico refused the auth (code 5087)',
    });
    expect(ctx.fake.completedCount(orderId)).toBe(1);
  });

  it('leaves a forged iyzico-shaped payment id unverified', async () => {
    const orderId = newOrderId();
    await iyzico().start(payment(orderId));
    const forged = {
      status: 'success',
      paymentId: '99999999',
      conversationId: orderId,
      mdStatus: '1',
    };

    const result = await iyzico().verify({ orderId, amount: 150_000, fields: forged });

    expect(result.outcome).toBe('unverified');
    expect(ctx.fake.completedCount(orderId)).toBe(0);
  });

  it('does not ask iyzico about a payment id that is not one of theirs', async () => {
    const orderId = newOrderId();
    for (const paymentId of [undefined, '', 'abc', '1 OR 1=1', '1'.repeat(21)]) {
      const result = await iyzico().verify({
        orderId,
        amount: 150_000,
        fields: { status: 'failure', paymentId, conversationId: orderId, mdStatus: '0' },
      });
      expect(result.outcome).toBe('unverified');
    }
    expect(ctx.fake.requests).toHaveLength(0);
  });

  it('fails a payment whose 3-D Secure failed once iyzico confirms it, without completing it', async () => {
    const orderId = newOrderId();
    await iyzico().start(payment(orderId));
    const fields = ctx.fake.authenticate(orderId, { mdStatus: '0' });
    ctx.fake.requests.length = 0;

    const result = await iyzico().verify({ orderId, amount: 150_000, fields });

    expect(result).toEqual({
      outcome: 'failed',
      providerPaymentId: fields.paymentId,
      reason: '3-D Secure doğrulaması başarısız oldu.',
    });
    // iyzico was asked (payment detail), nothing was completed.
    expect(ctx.fake.requests.map((r) => r.path)).toEqual(['/payment/detail']);
    expect(ctx.fake.detailRequests()).toEqual([
      {
        locale: 'tr',
        conversationId: orderId,
        paymentId: fields.paymentId,
        paymentConversationId: orderId,
      },
    ]);
  });

  it('fails an unfinished 3-D Secure (mdStatus other than 0 and 1) with its own reason', async () => {
    const orderId = newOrderId();
    await iyzico().start(payment(orderId));
    const fields = ctx.fake.authenticate(orderId, { mdStatus: '4' });

    const result = await iyzico().verify({ orderId, amount: 150_000, fields });
    expect(result).toEqual({
      outcome: 'failed',
      providerPaymentId: fields.paymentId,
      reason: '3-D Secure doğrulaması tamamlanamadı.',
    });
  });

  it('leaves a forged failure return unverified: the buyer is still at the bank', async () => {
    const orderId = newOrderId();
    await iyzico().start(payment(orderId));
    const realPaymentId = String(ctx.fake.detailOf(orderId)?.paymentId);
    const provider = iyzico();
    for (const paymentId of [realPaymentId, '99999999']) {
      const result = await provider.verify({
        orderId,
        amount: 150_000,
        fields: { status: 'failure', paymentId, conversationId: orderId, mdStatus: '0' },
      });
      expect(result.outcome).toBe('unverified');
    }
    // The buyer then passes 3-D Secure and the payment completes as usual.
    const fields = ctx.fake.authenticate(orderId);
    expect((await provider.verify({ orderId, amount: 150_000, fields })).outcome).toBe('completed');
  });

  it("leaves another order's return unverified", async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);
    ctx.fake.requests.length = 0;

    const result = await iyzico().verify({ orderId: newOrderId(), amount: 150_000, fields });

    expect(result.outcome).toBe('unverified');
    expect(ctx.fake.requests).toHaveLength(0);
    expect(ctx.fake.completedCount(orderId)).toBe(0);
  });

  it("leaves another order's payment id unverified even under this order's conversation id", async () => {
    const otherOrder = newOrderId();
    const theirs = await authenticatedPayment(otherOrder);
    const orderId = newOrderId();

    const result = await iyzico().verify({
      orderId,
      amount: 150_000,
      fields: { ...theirs, conversationId: orderId },
    });

    expect(result).toEqual({
      outcome: 'unverified',
      reason: "iyzico's answer is for another order",
    });
    expect(ctx.warnings.map((w) => w.msg)).toContain(
      'iyzico completed a payment that does not match its order; reconcile it by hand',
    );
  });

  it('leaves a payment for another amount unverified', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);

    const result = await iyzico().verify({ orderId, amount: 100_000, fields });

    expect(result).toEqual({
      outcome: 'unverified',
      reason: "iyzico's answer is for another amount",
    });
  });

  it("fails a payment the bank refuses at completion, with iyzico's message", async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId, {
      card: { ...payment('x').card, cardNumber: FAKE_IYZICO_BANK_REFUSES_CARD },
    });

    const result = await iyzico().verify({ orderId, amount: 150_000, fields });

    expect(result).toEqual({
      outcome: 'failed',
      providerPaymentId: fields.paymentId,
      reason: 'İşlem onaylanmadı',
    });
  });

  it('leaves a return whose conversation data is not the payment’s unverified', async () => {
    const orderId = newOrderId();
    const fields = await authenticatedPayment(orderId);

    const result = await iyzico().verify({
      orderId,
      amount: 150_000,
      fields: { ...fields, conversationData: 'tampered' },
    });

    expect(result).toEqual({
      outcome: 'unverified',
      reason: 'iyzico refused the auth (code 5014)',
    });
    expect(ctx.fake.completedCount(orderId)).toBe(0);
  });

  it('throws PaymentProviderError when iyzico cannot be reached', async () => {
    const orderId = newOrderId();
    const verify = iyzico({ baseUrl: 'http://127.0.0.1:1' }).verify({
      orderId,
      amount: 150_000,
      fields: { status: 'success', paymentId: '25149157', conversationId: orderId, mdStatus: '1' },
    });
    await expect(verify).rejects.toThrow(PaymentProviderError);
  });

  it('never logs card data', async () => {
    const orderId = newOrderId();
    await iyzico({ secretKey: 'wrong' })
      .start(payment(orderId))
      .catch(() => undefined);
    const fields = await authenticatedPayment(orderId);
    await iyzico().verify({ orderId, amount: 1, fields });

    expect(ctx.warnings.length).toBeGreaterThan(0);
    const logged = JSON.stringify(ctx.warnings);
    expect(logged).not.toContain(CARD_NUMBER);
  });
});
