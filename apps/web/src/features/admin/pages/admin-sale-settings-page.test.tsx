import { SALE_SETTINGS_DEFAULTS } from '@arsamezat/shared/sales/sale';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminSaleSettingsPage } from './admin-sale-settings-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SAVED = { ...SALE_SETTINGS_DEFAULTS, paymentSecurityDays: 10 };

function renderPage(handler: Parameters<typeof stubApi>[0]) {
  const api = stubApi(handler);
  const view = renderWithRouter(
    [{ path: '/admin/sales/settings', Component: AdminSaleSettingsPage }],
    {
      initialEntries: ['/admin/sales/settings'],
    },
  );
  return { ...view, api };
}

const puts = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PUT');

const box = (label: string) => screen.getByLabelText(label);

beforeEach(() => {
  document.cookie = 'csrf_token=test-csrf';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AdminSaleSettingsPage', () => {
  it('shows the six numbers with their help and defaults', async () => {
    renderPage(() => ({ body: { ...SALE_SETTINGS_DEFAULTS, strikeLimit: 4 } }));
    expect(await screen.findByLabelText('Alıcı onayı süresi (saat)')).toHaveValue('48');
    expect(box('Ödeme güvencesi süresi (gün)')).toHaveValue('7');
    expect(box('Tapu randevusu süresi (gün)')).toHaveValue('30');
    expect(box('Yedek alıcının yanıt süresi (saat)')).toHaveValue('48');
    expect(box('Uyarı sınırı')).toHaveValue('4');
    expect(box('Uyarı süresi (ay)')).toHaveValue('24');
    expect(box('Uyarı sınırı')).toHaveAccessibleDescription(
      'Bu kadar uyarısı olan üye yeni teminat yatıramaz. Varsayılan: 3.',
    );
    expect(screen.getByText(/en çok 5 iş günü tutulur/)).toBeInTheDocument();
    expect(screen.getByText(/süren bir adımın son tarihi değişmez/)).toBeInTheDocument();
  });

  it('refuses out-of-range and non-numeric values beside each field, and sends nothing', async () => {
    const { api, user } = renderPage(() => ({ body: SALE_SETTINGS_DEFAULTS }));
    await screen.findByLabelText('Alıcı onayı süresi (saat)');
    await user.clear(box('Alıcı onayı süresi (saat)'));
    await user.type(box('Alıcı onayı süresi (saat)'), '0');
    await user.clear(box('Tapu randevusu süresi (gün)'));
    await user.type(box('Tapu randevusu süresi (gün)'), '365');
    await user.clear(box('Uyarı süresi (ay)'));
    await user.type(box('Uyarı süresi (ay)'), 'iki yıl');
    await user.clear(box('Uyarı sınırı'));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(screen.getByText('Alıcı onayı süresi (saat) en az 1 olabilir.')).toBeInTheDocument();
    expect(
      screen.getByText('Tapu randevusu süresi (gün) en fazla 180 olabilir.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Uyarı süresi (ay) bir tam sayı olmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Uyarı sınırı bir tam sayı olmalıdır.')).toBeInTheDocument();
    expect(box('Alıcı onayı süresi (saat)')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(api)).toHaveLength(0);
  });

  it('saves the numbers as numbers and says so', async () => {
    const { api, user } = renderPage((_, init) => ({
      body: init?.method === 'PUT' ? SAVED : SALE_SETTINGS_DEFAULTS,
    }));
    await screen.findByLabelText('Ödeme güvencesi süresi (gün)');
    await user.clear(box('Ödeme güvencesi süresi (gün)'));
    await user.type(box('Ödeme güvencesi süresi (gün)'), '10');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Satış süreleri kaydedildi.'));
    const [call] = puts(api);
    expect(call?.[0]).toBe('/api/admin/sale-settings');
    const body = call?.[1]?.body;
    expect(typeof body).toBe('string');
    expect(JSON.parse(body as string)).toEqual(SAVED);
    expect(box('Ödeme güvencesi süresi (gün)')).toHaveValue('10');
  });

  it('shows the server’s refusal', async () => {
    const message = 'Uyarı sınırı en fazla 10 olabilir.';
    const { user } = renderPage((_, init) =>
      init?.method === 'PUT'
        ? { status: 400, body: { error: { code: 'VALIDATION_ERROR', message } } }
        : { body: SALE_SETTINGS_DEFAULTS },
    );
    await screen.findByLabelText('Uyarı sınırı');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Satış süreleri kaydedilemedi.', {
        description: message,
        duration: 8000,
      }),
    );
  });

  it('says so when the settings cannot load', async () => {
    renderPage(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Hata' } } }));
    expect(
      await screen.findByText('Satış ayarları yüklenirken bir hata oluştu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Satışlara Dön' })).toHaveAttribute(
      'href',
      '/admin/sales',
    );
  });
});
