import type { AdminFirm } from '@arsamezat/shared/admin/admin-firms';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminFirmDetailsPage } from './admin-firm-details-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const FIRM_ID = '4d6f2a1e-1c2b-4a5d-8e9f-0a1b2c3d4e5f';

const firm = (values: Partial<AdminFirm> = {}): AdminFirm => ({
  id: FIRM_ID,
  slug: 'caglayan-gayrimenkul-a-s',
  title: 'Çağlayan Gayrimenkul A.Ş.',
  taxOffice: 'Selçuklu',
  taxNumber: '1234567890',
  mersisNo: null,
  address: 'Feritpaşa Mah. Kule Cad. No: 8 Selçuklu / Konya',
  phone: '3322223344',
  email: 'bilgi@caglayan.com.tr',
  applicantRole: 'Genel Müdür',
  status: 'pending',
  statusReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
  approvedAt: null,
  applicantName: 'Ayşe Yılmaz',
  decidedByName: null,
  documents: [
    {
      id: '5e7a3b2f-2d3c-4b6e-9fa0-1b2c3d4e5f60',
      kind: 'yetki_belgesi',
      fileName: 'yetki.pdf',
      contentType: 'application/pdf',
      size: 120_000,
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  members: [
    {
      userId: '33333333-3333-4333-8333-333333333333',
      fullName: 'Ayşe Yılmaz',
      phone: '5321234567',
      role: 'owner',
      addedAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  ...values,
});

function renderPage(handler: Parameters<typeof stubApi>[0]) {
  const api = stubApi(handler);
  const view = renderWithRouter([{ path: '/admin/firms/:id', Component: AdminFirmDetailsPage }], {
    initialEntries: [`/admin/firms/${FIRM_ID}`],
  });
  return { ...view, api };
}

beforeEach(() => vi.clearAllMocks());

describe("the operator's firm", () => {
  it('shows the details, the document to download and the decisions for an application', async () => {
    renderPage(() => ({ body: firm() }));
    expect(await screen.findByRole('heading', { name: 'Çağlayan Gayrimenkul A.Ş.' })).toBeVisible();
    expect(screen.getByText('İnceleniyor')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Yetki Belgesi indir' })).toHaveAttribute(
      'href',
      `/api/admin/firms/${FIRM_ID}/documents/5e7a3b2f-2d3c-4b6e-9fa0-1b2c3d4e5f60/file`,
    );
    for (const name of ['Onayla', 'Eksik Belge İste', 'Reddet']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Askıya Al' })).not.toBeInTheDocument();
  });

  it('will not reject without a reason; the dialog names the firm; the reason is sent', async () => {
    let current = firm();
    const { api, user } = renderPage((_url, init) => {
      if (init?.method === 'POST') {
        current = firm({ status: 'rejected', statusReason: 'Yetki belgesi imzasız.' });
      }
      return { body: current };
    });
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Çağlayan Gayrimenkul A.Ş.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Reddet' }));
    expect(dialog.getByText('Açıklama yazınız.')).toBeVisible();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(dialog.getByLabelText('Ret gerekçesi'), 'Yetki belgesi imzasız.');
    await user.click(dialog.getByRole('button', { name: 'Reddet' }));
    expect(await screen.findByText('Reddedildi')).toBeVisible();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/admin/firms/${FIRM_ID}/reject`);
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ reason: 'Yetki belgesi imzasız.' });
    expect(toast.success).toHaveBeenCalledWith('Başvuru reddedildi.');
  });

  it('offers Askıya Al for an approved firm and Askıyı Kaldır for a suspended one', async () => {
    renderPage(() => ({ body: firm({ status: 'approved' }) }));
    expect(await screen.findByRole('button', { name: 'Askıya Al' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Onayla' })).not.toBeInTheDocument();
  });
});
