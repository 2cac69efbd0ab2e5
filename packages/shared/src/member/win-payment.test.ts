import { describe, expect, it } from 'vitest';
import { winPayment, winPaymentRows, winPaymentTotal } from './win-payment.ts';

const TL = 100;

describe('what the winner pays to whom (decision 060)', () => {
  it('an auction: the fee is inside the price, the owner gets the rest, the total is the price', () => {
    const payment = winPayment('auction', 105_000 * TL, 5_000 * TL);
    expect(payment).toEqual({
      price: 105_000 * TL,
      serviceFee: 5_000 * TL,
      toOwner: 100_000 * TL,
      total: 105_000 * TL,
      feeInPrice: true,
    });
    expect(winPaymentRows(payment, 'ArsaMezat')).toEqual([
      {
        label: 'Satış bedeli',
        amount: 105_000 * TL,
        detail: 'Kazanan teklifiniz. Hizmet bedeli bu tutarın içindedir.',
      },
      {
        label: 'Hizmet bedeli (ArsaMezat)',
        amount: 5_000 * TL,
        detail: 'Yatırdığınız teminattır; ödendi ve satış bedelinden düşülür.',
      },
      {
        label: 'Tapu devrinde ilan sahibine',
        amount: 100_000 * TL,
        detail: 'Satış bedelinin, hizmet bedeli düşüldükten sonra kalan kısmı.',
      },
    ]);
    expect(winPaymentTotal(payment)).toBe('Toplam ödemeniz 105.000 ₺: satış bedelini aşmaz.');
  });

  it('a pazarlık: the owner gets the whole price, the fee is on top', () => {
    const payment = winPayment('offer', 250_000 * TL, 5_000 * TL);
    expect(payment).toMatchObject({
      toOwner: 250_000 * TL,
      total: 255_000 * TL,
      feeInPrice: false,
    });
    expect(winPaymentRows(payment, 'ArsaMezat').map((row) => row.detail)).toEqual([
      'Kabul edilen teklifiniz.',
      'Yatırdığınız teminattır; ödendi. Satış bedelinden düşülmez.',
      'Satış bedelinin tamamı.',
    ]);
    expect(winPaymentTotal(payment)).toBe(
      'Toplam ödemeniz 255.000 ₺: satış bedeli ile hizmet bedeli.',
    );
  });

  it('never asks the owner be paid less than nothing', () => {
    expect(winPayment('auction', 3_000 * TL, 5_000 * TL)).toMatchObject({
      toOwner: 0,
      total: 5_000 * TL,
    });
  });
});
