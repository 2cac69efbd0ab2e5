import type { PaymentResult } from '@arsamezat/shared/trading/payments';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { pendingRefetchInterval } from '../api/get-payment-result';
import { PaymentCallbackPage } from './payment-callback-page';

const LISTING_ID = '0b7e6a52-3c1d-4f8e-9a2b-5c6d7e8f9a0b';
const ORDER_LISTING_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const ORDER_ID = 'a6f1c2d3e4b5a4c7d8e9f0a1b2c3d4e5fu0a1x7qt123456789';
const UID = '3d9f8e7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';

type Reply = { status?: number; body: unknown };

function payment(overrides: Partial<PaymentResult['payment']> = {}): PaymentResult['payment'] {
  return {
    uid: UID,
    orderId: ORDER_ID,
    listingId: LISTING_ID,
    status: 'completed',
    amount: 2_500_000,
    netAmount: 2_437_500,
    authCode: '884211',
    transactionId: '22416183',
    failureReason: null,
    createdAt: '2026-05-05T12:30:00.000Z',
    completedAt: '2026-05-05T12:34:00.000Z',
    ...overrides,
  };
}

const result = (overrides: Partial<PaymentResult['payment']> = {}, message = ''): Reply => ({
  body: { paymentSuccessful: overrides.status === undefined, message, payment: payment(overrides) },
});

const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

/** Stubs fetch: each call to the result endpoint takes the next reply (the last one repeats). */
function stubResult(...replies: Reply[]) {
  let call = 0;
  const fetchMock = vi.fn((input: string | URL) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname !== '/api/payments/result') throw new Error(`unexpected ${url.pathname}`);
    const reply = replies[Math.min(call++, replies.length - 1)] as Reply;
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const visit = (url: string) =>
  renderWithRouter([{ path: '/payment-callback', Component: PaymentCallbackPage }], {
    initialEntries: [url],
  });

const detail = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

const backLink = () => screen.getByRole('link', { name: 'İlana Geri Dön' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentCallbackPage', () => {
  it('says the parameters are missing when neither uid nor orderId is given', () => {
    const fetchMock = stubResult(result());
    visit('/payment-callback');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ödeme sonucunu sorgulamak için gerekli parametreler (uid, orderId) eksik.',
    );
    expect(screen.getByRole('link', { name: 'İhalelere Dön' })).toHaveAttribute(
      'href',
      '/auctions',
    );
    expect(document.title).toBe('Ödeme Sonucu - TestArsa');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the payment, then shows a success with every field', async () => {
    const fetchMock = stubResult(result({}, 'Teminat ödemeniz tamamlandı.'));
    visit(`/payment-callback?uid=${UID}&orderId=${ORDER_ID}`);

    expect(screen.getByRole('status')).toHaveTextContent('Ödeme durumu kontrol ediliyor...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ödeme Başarılı!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Teminat ödemeniz tamamlandı. Artık bu ilana teklif verebilirsiniz.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    expect(detail('Durum')).toHaveTextContent('Başarılı');
    expect(detail('Tutar')).toHaveTextContent('25.000 TL');
    expect(detail('Net Tutar')).toHaveTextContent('24.375 TL');
    expect(detail('Onay Kodu')).toHaveTextContent('884211');
    expect(detail('Sipariş Numarası')).toHaveTextContent(ORDER_ID);
    expect(detail('Sipariş Numarası')).toHaveClass('font-mono', 'break-all');
    expect(detail('İşlem Numarası')).toHaveTextContent('22416183');
    // Completion time, in Istanbul (UTC+3) and Turkish.
    expect(detail('İşlem Zamanı')).toHaveTextContent('5 Mayıs 2026 15:34');
    expect(backLink()).toHaveAttribute('href', `/auctions/${LISTING_ID}`);

    const [input] = fetchMock.mock.calls[0] ?? [];
    const url = new URL(String(input), 'http://localhost');
    expect(url.pathname).toBe('/api/payments/result');
    expect(Object.fromEntries(url.searchParams)).toEqual({ uid: UID, orderId: ORDER_ID });
  });

  it('shows a failure with the provider’s reason and dashes for what the bank did not send', async () => {
    stubResult(
      result(
        {
          status: 'failed',
          netAmount: null,
          authCode: null,
          transactionId: null,
          failureReason: 'Kart limiti yetersiz.',
          completedAt: null,
        },
        'Kart limiti yetersiz.',
      ),
    );
    visit(`/payment-callback?orderId=${ORDER_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ödeme Başarısız' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Teminat ödemeniz gerçekleştirilemedi. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Kart limiti yetersiz.');
    expect(detail('Durum')).toHaveTextContent('Başarısız');
    expect(detail('Net Tutar')).toHaveTextContent('—');
    expect(detail('Onay Kodu')).toHaveTextContent('—');
    expect(detail('İşlem Numarası')).toHaveTextContent('—');
    // No completion: the time the payment started.
    expect(detail('İşlem Zamanı')).toHaveTextContent('5 Mayıs 2026 15:30');
    expect(backLink()).toHaveAttribute('href', `/auctions/${LISTING_ID}`);
  });

  it('asks again every 3 s while the payment is pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubResult(
      result({ status: 'pending', completedAt: null, authCode: null }),
      result({}),
    );
    visit(`/payment-callback?uid=${UID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ödeme Bekleniyor' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ödemeniz henüz bankadan onaylanmadı/)).toBeInTheDocument();
    expect(detail('Durum')).toHaveTextContent('Beklemede');

    await vi.advanceTimersByTimeAsync(3_000);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ödeme Başarılı!' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks a signed-out visitor to sign in and keeps the order number', async () => {
    stubResult(apiError(401, 'UNAUTHENTICATED', 'Ödeme sonucunu görmek için giriş yapmalısınız.'));
    visit(`/payment-callback?uid=${UID}&orderId=${ORDER_ID}`);

    expect(
      await screen.findByText('Ödeme sonucunu görmek için giriş yapmalısınız.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(detail('Sipariş Numarası')).toHaveTextContent(ORDER_ID);
    // The request failed: the listing comes from the order id.
    expect(backLink()).toHaveAttribute('href', `/auctions/${ORDER_LISTING_ID}`);
  });

  it('shows the failure screen with "no result" when the payment is not found', async () => {
    stubResult(apiError(404, 'PAYMENT_NOT_FOUND', 'Ödeme kaydı bulunamadı.'));
    visit(`/payment-callback?orderId=${ORDER_ID}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Ödeme sonucu alınamadı.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ödeme Başarısız');
    expect(detail('Sipariş Numarası')).toHaveTextContent(ORDER_ID);
    expect(backLink()).toHaveAttribute('href', `/auctions/${ORDER_LISTING_ID}`);
  });

  it('says the result could not be checked on a server error, and goes to /auctions when the order id names no listing', async () => {
    stubResult(apiError(500, 'INTERNAL', 'Bir hata oluştu.'));
    visit('/payment-callback?orderId=unknown-order');

    // Server errors are retried once (after 1 s) before the screen gives up.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ödeme sonucu kontrol edilemedi.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ödeme Başarısız');
    expect(backLink()).toHaveAttribute('href', '/auctions');
  });

  it('goes to /auctions when only a uid was given and the request failed', async () => {
    stubResult(apiError(404, 'PAYMENT_NOT_FOUND', 'Ödeme kaydı bulunamadı.'));
    visit(`/payment-callback?uid=${UID}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Ödeme sonucu alınamadı.');
    expect(screen.queryByText('Sipariş Numarası')).not.toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/auctions');
  });
});

describe('pendingRefetchInterval', () => {
  const query = (status: PaymentResult['payment']['status'], dataUpdateCount: number) => ({
    state: { data: result({ status }).body as PaymentResult, dataUpdateCount },
  });

  it('refetches a pending payment every 3 s for about 30 s, then stops', () => {
    expect(pendingRefetchInterval(query('pending', 1))).toBe(3_000);
    expect(pendingRefetchInterval(query('pending', 10))).toBe(3_000);
    expect(pendingRefetchInterval(query('pending', 11))).toBe(false);
  });

  it('does not refetch a finished payment or before any answer', () => {
    expect(pendingRefetchInterval(query('completed', 1))).toBe(false);
    expect(pendingRefetchInterval(query('failed', 1))).toBe(false);
    expect(pendingRefetchInterval({ state: { dataUpdateCount: 0 } })).toBe(false);
  });

  it('sends a listing package payment back to the packages, with the package texts', async () => {
    stubResult(
      result({ listingId: null, orderId: 'p6f1c2d3e4b5a4c7d8e9f0a1b2c3d4e5fu0a1x7qt123456789' }),
    );
    visit(
      `/payment-callback?uid=${UID}&orderId=p6f1c2d3e4b5a4c7d8e9f0a1b2c3d4e5fu0a1x7qt123456789`,
    );
    const back = await screen.findByRole('link', { name: 'Paketlere Dön' });
    expect(back).toHaveAttribute('href', '/firm/packages');
    expect(
      screen.getByText('Paket ödemeniz tamamlandı. İlan haklarınız firmanıza tanımlandı.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'İlana Geri Dön' })).not.toBeInTheDocument();
  });
});
