import type { AdminPackage } from '@arsamezat/shared/admin/admin-packages';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminPackagesPage } from './admin-packages-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SOLD: AdminPackage = {
  id: '11111111-1111-4111-8111-111111111111',
  name: '10 İlan Paketi',
  listingCount: 10,
  validityDays: 180,
  price: 4_000_00,
  active: true,
  soldCount: 3,
  purchaseCount: 3,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const visit = () =>
  renderWithRouter([{ path: '/admin/packages', Component: AdminPackagesPage }], {
    initialEntries: ['/admin/packages'],
  });

beforeEach(() => {
  document.cookie = 'csrf_token=test-csrf';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("AdminPackagesPage ('Paketler')", () => {
  it('lists the packages with price, terms and sales', async () => {
    stubApi(() => ({ body: { items: [SOLD] } }));
    visit();
    expect(await screen.findByText('10 İlan Paketi')).toBeInTheDocument();
    expect(screen.getByText('4.000 ₺')).toBeInTheDocument();
    expect(screen.getByText('180 gün')).toBeInTheDocument();
    expect(screen.getByText('Satışta')).toBeInTheDocument();
  });

  it('refuses bad input beside the field and sends nothing; sends the price in kuruş', async () => {
    const api = stubApi((url, init) =>
      init?.method === 'POST'
        ? {
            status: 201,
            body: { message: 'Paket oluşturuldu.', package: { ...SOLD, soldCount: 0 } },
          }
        : { body: { items: [] } },
    );
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: 'Yeni Paket' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Paket' });
    await user.type(within(dialog).getByLabelText('Paket adı'), '3 İlan');
    await user.type(within(dialog).getByLabelText('İlan sayısı'), '0');
    await user.type(within(dialog).getByLabelText('Geçerlilik (gün)'), '800');
    await user.type(within(dialog).getByLabelText('Fiyat (₺)'), 'on bin');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      within(dialog).getByText('İlan sayısı 1 ile 1000 arasında bir tam sayı olmalıdır.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Geçerli bir fiyat girin.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('İlan sayısı'));
    await user.type(within(dialog).getByLabelText('İlan sayısı'), '3');
    await user.clear(within(dialog).getByLabelText('Geçerlilik (gün)'));
    await user.type(within(dialog).getByLabelText('Geçerlilik (gün)'), '30');
    await user.clear(within(dialog).getByLabelText('Fiyat (₺)'));
    await user.type(within(dialog).getByLabelText('Fiyat (₺)'), '1.500,50');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Paket oluşturuldu.'));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body;
    expect(typeof body).toBe('string');
    expect(JSON.parse(body as string)).toEqual({
      name: '3 İlan',
      listingCount: 3,
      validityDays: 30,
      price: 1_500_50,
      active: true,
    });
  });

  it('says a bought package is taken off sale rather than deleted', async () => {
    stubApi((url, init) =>
      init?.method === 'DELETE'
        ? {
            body: {
              message: 'Bu paket satın alındığı için silinmedi; satıştan kaldırıldı (pasif).',
              package: { ...SOLD, active: false },
            },
          }
        : { body: { items: [SOLD] } },
    );
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: '10 İlan Paketi paketini sil' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText(/satın alındığı için silinmez/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Satıştan Kaldır' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
  });
});
