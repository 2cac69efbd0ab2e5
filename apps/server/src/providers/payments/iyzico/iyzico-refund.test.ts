import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.ts';
import {
  authenticatedPayment,
  ctx,
  iyzico,
  KEYS,
  newOrderId,
  useFakeIyzico,
} from './iyzico-test-kit.ts';

useFakeIyzico();

const TODAY = new Date('2026-05-05T20:30:00.000Z'); // 23:30 in Istanbul
const clock = () => TODAY;

/** A payment completed at the fake: its order id and iyzico's payment id. */
async function completed() {
  const orderId = newOrderId();
  const fields = await authenticatedPayment(orderId);
  const done = await iyzico().verify({ orderId, amount: 150_000, fields });
  expect(done.outcome).toBe('completed');
  ctx.fake.requests.length = 0;
  return { orderId, providerPaymentId: fields.paymentId };
}

const request = (paid: { orderId: string; providerPaymentId: string }, paidAt: Date) => ({
  ...paid,
  amount: 150_000,
  paidAt,
  ip: '85.105.12.34',
});

describe('iyzico payments: refund', () => {
  it('cancels a payment of the same Istanbul day, signed, and only once', async () => {
    const paid = await completed();
    // 00:10 in Istanbul on the same day as TODAY (UTC says the day before).
    const paidAt = new Date('2026-05-04T21:10:00.000Z');

    const result = await iyzico({ clock }).refund(request(paid, paidAt));

    expect(result).toEqual({ outcome: 'refunded', reference: `cancel:${paid.providerPaymentId}` });
    expect(ctx.fake.cancelRequests()).toEqual([
      {
        locale: 'tr',
        conversationId: paid.orderId,
        paymentId: paid.providerPaymentId,
        ip: '85.105.12.34',
      },
    ]);
    expect(ctx.fake.refundRequests()).toEqual([]);
    expect(ctx.fake.requests.every((r) => r.signed)).toBe(true);
    expect(ctx.fake.givenBackCount(paid.orderId)).toBe(1);

    const again = await iyzico({ clock }).refund(request(paid, paidAt));
    expect(again).toEqual({
      outcome: 'failed',
      reason: 'İade edilebilecek tutar bulunamadı (5093)',
    });
    expect(ctx.fake.givenBackCount(paid.orderId)).toBe(1);
  });

  it('refunds the whole amount in lira for a payment of an earlier day', async () => {
    const paid = await completed();
    const result = await iyzico({ clock }).refund(
      request(paid, new Date('2026-05-01T09:00:00.000Z')),
    );
    expect(result).toEqual({ outcome: 'refunded', reference: `refund:${paid.providerPaymentId}` });
    expect(ctx.fake.refundRequests()).toEqual([
      {
        locale: 'tr',
        conversationId: paid.orderId,
        paymentId: paid.providerPaymentId,
        price: '1500.0',
        currency: 'TRY',
        ip: '85.105.12.34',
      },
    ]);
    expect(ctx.fake.cancelRequests()).toEqual([]);
  });

  it("answers the bank's refusal with its text, and nothing is given back", async () => {
    const paid = await completed();
    ctx.fake.refuseNextRefund('Banka iade işlemini onaylamadı', '10005');
    const result = await iyzico({ clock }).refund(request(paid, new Date('2026-05-01T09:00:00Z')));
    expect(result).toEqual({
      outcome: 'failed',
      reason: 'Banka iade işlemini onaylamadı (10005)',
    });
    expect(ctx.fake.givenBackCount(paid.orderId)).toBe(0);
  });

  it('throws when the answer is lost or our keys are refused: the outcome is unknown', async () => {
    const paid = await completed();
    ctx.fake.breakNext('html');
    await expect(
      iyzico({ clock }).refund(request(paid, new Date('2026-05-01T09:00:00Z'))),
    ).rejects.toThrow(PaymentProviderError);
    await expect(
      iyzico({ clock, secretKey: `${KEYS.secretKey}-wrong` }).refund(
        request(paid, new Date('2026-05-01T09:00:00Z')),
      ),
    ).rejects.toThrow(/credentials/);
    expect(ctx.fake.givenBackCount(paid.orderId)).toBe(0);
  });
});
