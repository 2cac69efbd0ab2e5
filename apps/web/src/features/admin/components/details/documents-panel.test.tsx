import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render-with-router';
import { stubApi } from '../../testing/admin-test-kit';
import { DocumentsPanel } from './documents-panel';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LISTING = '11111111-1111-4111-8111-111111111111';
const DOCUMENT = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'imar',
  fileName: 'İmar Durumu.pdf',
  contentType: 'application/pdf',
  size: 52_000,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const DOWNLOAD = {
  id: '33333333-3333-4333-8333-333333333333',
  documentId: DOCUMENT.id,
  fileName: DOCUMENT.fileName,
  kind: 'imar',
  userId: '44444444-4444-4444-8444-444444444444',
  userName: 'Selin Deneme',
  userPhone: '5321234567',
  downloadedAt: '2026-11-21T10:30:00.000Z',
};

function renderPanel(documents = [DOCUMENT], downloads = [DOWNLOAD]) {
  const api = stubApi((_url, init) =>
    init?.method === 'DELETE' ? { body: { documents: [] } } : { body: { documents, downloads } },
  );
  renderWithRouter([{ path: '/', element: <DocumentsPanel listingId={LISTING} /> }]);
  return api;
}

beforeEach(() => vi.clearAllMocks());

describe("the admin's documents panel", () => {
  it('lists the documents with download links and who downloaded what, when', async () => {
    renderPanel();
    const download = await screen.findByRole('link', {
      name: 'İmar Durumu: İmar Durumu.pdf indir',
    });
    expect(download).toHaveAttribute(
      'href',
      `/api/listings/${LISTING}/documents/${DOCUMENT.id}/file`,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('Selin Deneme')).toBeInTheDocument();
    expect(within(table).getByText('5321234567')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'İndirmeler (1)' })).toBeInTheDocument();
  });

  it('asks for the kind and the file before sending anything', async () => {
    const api = renderPanel([], []);
    await screen.findByText('Bu ilana henüz belge eklenmedi.');
    await userEvent.click(screen.getByRole('button', { name: 'Belge Yükle' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Belge türünü seçin: Tapu, İmar Durumu, Şartname veya Diğer.',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Belge Türü' }), 'tapu');
    await userEvent.click(screen.getByRole('button', { name: 'Belge Yükle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Yüklenecek bir belge seçin.');
    expect(api.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('removes a document', async () => {
    const api = renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'İmar Durumu: İmar Durumu.pdf kaldır' }),
    );
    expect(
      api.mock.calls.some(
        ([url, init]) =>
          init?.method === 'DELETE' &&
          url === `/api/admin/listings/${LISTING}/documents/${DOCUMENT.id}`,
      ),
    ).toBe(true);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Belge kaldırıldı.'));
  });
});
