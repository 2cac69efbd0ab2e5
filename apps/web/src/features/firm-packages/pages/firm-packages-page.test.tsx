import type { FirmPackagesPage } from '@arsamezat/shared/firms/listing-packages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { FirmPackagesPage as PackagesScreen } from './firm-packages-page';

vi.mock('../../../lib/session/use-auth', () => import('../../../testing/fake-auth'));

const PACKAGE_ID = '0b7e6a52-3c1d-4f8e-9a2b-5c6d7e8f9a0b';
const PURCHASE_ID = '3d9f8e7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';
const PAGE: FirmPackagesPage = {
  firm: { title: 'Selin Emlak A.Ş.' },
  packages: [
    { id: PACKAGE_ID, name: '5 İlan Paketi', listingCount: 5, validityDays: 90, price: 2_500_00 },
  ],
  credits: {
    available: 3,
    nextExpiry: '2026-08-03T12:00:00.000Z',
    reserved: 1,
    used: 2,
    expired: [{ expiresAt: '2026-04-01T12:00:00.000Z', count: 2 }],
  },
  purchases: [
    {
      id: PURCHASE_ID,
      packageName: '5 İlan Paketi',
      listingCount: 5,
      validityDays: 90,
      amount: 2_500_00,
      status: 'completed',
      receiptNo: 'PKT-20260505-3D9F8E7C6B5A',
      purchasedBy: 'Selin Kaya',
      createdAt: '2026-05-05T12:00:00.000Z',
      completedAt: '2026-05-05T12:01:00.000Z',
      expiresAt: '2026-08-03T12:00:00.000Z',
    },
  ],
};
const IDENTITY = {
  identity: {
    kind: 'tc',
    maskedNumber: '123******50',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    birthYear: 1985,
    province: 'Kütahya',
    district: 'Merkez',
    address: 'Cumhuriyet Mah.',
    companyTitle: null,
    companyTaxNumber: null,
    verifiedAt: '2026-05-01T09:00:00.000Z',
  },
};

type Sent = { method: string; path: string; body: unknown };
function stub(purchase: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      sent.push({
        method,
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const reply =
        url.pathname === '/api/firm/packages'
          ? { status: 200, body: PAGE }
          : url.pathname === '/api/me/identity'
            ? { status: 200, body: IDENTITY }
            : url.pathname === `/api/firm/packages/${PACKAGE_ID}/purchases`
              ? purchase
              : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Yok' } } };
      return Promise.resolve(
        new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
}

let assign: Mock<(url: string) => void>;
beforeEach(async () => {
  const { setFakeAuth, member } = await import('../../../testing/fake-auth');
  setFakeAuth(member);
  assign = vi.fn();
  vi.stubGlobal('location', { assign });
  document.cookie = 'csrf_token=test-csrf';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const visit = () =>
  renderWithRouter([{ path: '/firm/packages', Component: PackagesScreen }], {
    initialEntries: ['/firm/packages'],
  });

describe('FirmPackagesPage', () => {
  it('shows the credits, expired ones with their date, the packages and the history with a receipt', async () => {
    stub({ status: 201, body: {} });
    visit();
    expect(await screen.findByText('Kalan ilan hakkı')).toBeInTheDocument();
    expect(screen.getByText('Onay bekleyen ilanlarda')).toBeInTheDocument();
    expect(screen.getByText(/2 ilan hakkı — Süresi doldu/)).toBeInTheDocument();
    expect(screen.getByText(/1 Nisan 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 İlan Paketi — Satın Al' })).toBeInTheDocument();
    expect(screen.getByText('5 ilan · 90 gün geçerli')).toBeInTheDocument();
    const receipt = screen.getByRole('link', { name: 'Makbuz' });
    expect(receipt).toHaveAttribute('href', `/firm/packages/receipts/${PURCHASE_ID}`);
  });

  it('confirms the amount, then takes the card and goes to the bank', async () => {
    const sent = stub({
      status: 201,
      body: { paymentLink: '/api/payments/p1/3ds?k=abc', orderId: 'p1', purchaseId: PURCHASE_ID },
    });
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: '5 İlan Paketi — Satın Al' }));
    const dialog = screen.getByRole('dialog', { name: 'Paket Satın Al' });
    expect(
      within(dialog).getByText('2.500 ₺ tutarındaki paketi satın almak üzeresiniz.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Kart Numarası')).not.toBeInTheDocument();

    const go = within(dialog).getByRole('button', { name: 'Onayla ve Kartla Öde' });
    await waitFor(() => expect(go).toBeEnabled());
    await user.click(go);
    await user.type(within(dialog).getByLabelText('Kart Sahibi'), 'Ayşe Yılmaz');
    await user.type(within(dialog).getByLabelText('Kart Numarası'), '4111111111111111');
    await user.type(within(dialog).getByLabelText('Ay'), '12');
    await user.type(within(dialog).getByLabelText('Yıl'), '2030');
    await user.type(within(dialog).getByLabelText('CVV'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Ödeme Yap' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/p1/3ds?k=abc'));
    const post = sent.find((s) => s.method === 'POST');
    expect(post?.path).toBe(`/api/firm/packages/${PACKAGE_ID}/purchases`);
    expect(post?.body).toMatchObject({ card: { cardNumber: '4111 1111 1111 1111', cvc: '123' } });
  });

  it("shows the server's refusal on the card step and stays", async () => {
    stub({
      status: 403,
      body: {
        error: {
          code: 'FIRM_NOT_APPROVED',
          message: 'Firmanız onaylı değil. Bu işlemi yalnızca onaylı firmalar yapabilir.',
        },
      },
    });
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: '5 İlan Paketi — Satın Al' }));
    const dialog = screen.getByRole('dialog', { name: 'Paket Satın Al' });
    const go = within(dialog).getByRole('button', { name: 'Onayla ve Kartla Öde' });
    await waitFor(() => expect(go).toBeEnabled());
    await user.click(go);
    await user.type(within(dialog).getByLabelText('Kart Sahibi'), 'Ayşe Yılmaz');
    await user.type(within(dialog).getByLabelText('Kart Numarası'), '4111111111111111');
    await user.type(within(dialog).getByLabelText('Ay'), '12');
    await user.type(within(dialog).getByLabelText('Yıl'), '2030');
    await user.type(within(dialog).getByLabelText('CVV'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Ödeme Yap' }));
    expect(await within(dialog).findByText(/Firmanız onaylı değil/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
