import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi, summary } from '../testing/admin-test-kit';
import { AdminListingsPage } from './admin-listings-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const page = {
  items: [
    summary(),
    summary({
      id: '22222222-2222-4222-8222-222222222222',
      listingType: 'offer',
      title: 'Konya Pazarlık Arsası',
      minIncrement: null,
      offerIncrement: 1_000_000,
      phase: 'ended',
      status: 'cancelled',
    }),
    summary({
      id: '33333333-3333-4333-8333-333333333333',
      listingType: 'offer',
      title: 'Satılan Pazarlık Arsası',
      phase: 'ended',
      status: 'sold',
      deletion: { allowed: false, reason: 'Satılan bir pazarlık ilanı silinemez.' },
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 20,
  counts: { all: 2, active: 1, upcoming: 0, ended: 1 },
};

function renderPage(deleteStatus: number) {
  const api = stubApi((_url, init) =>
    init?.method === 'DELETE'
      ? deleteStatus === 204
        ? { status: 204 }
        : {
            status: deleteStatus,
            body: { error: { code: 'LISTING_HAS_RECORDS', message: 'Bu ilanda kayıt var.' } },
          }
      : { body: page },
  );
  const view = renderWithRouter([{ path: '/admin/listings', Component: AdminListingsPage }], {
    initialEntries: ['/admin/listings'],
  });
  return { ...view, api };
}

beforeEach(() => vi.clearAllMocks());

describe('admin listings view', () => {
  it('lists listings with type labels, prices, status and the chips with counts', async () => {
    renderPage(204);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Kütahya Merkez Arsa')).toBeInTheDocument();
    expect(within(table).getByText('İhale')).toBeInTheDocument();
    expect(within(table).getAllByText('Pazarlık')).toHaveLength(2);
    expect(within(table).getAllByText('1.250.000 ₺')).toHaveLength(3);
    // The end: the date over its time.
    expect(within(table).getAllByText('17.11.2026')).toHaveLength(3);
    expect(within(table).getAllByText('12:00')).toHaveLength(3);
    expect(within(table).getByText('İptal Edildi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tümü 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Yeni İlan' })).toHaveAttribute(
      'href',
      '/admin/listings/new',
    );
  });

  it('deletes after the confirm dialog and says so', async () => {
    const { user, api } = renderPage(204);
    const table = await screen.findByRole('table');
    await user.click(within(table).getAllByRole('button', { name: 'Sil' })[0]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Kütahya Merkez Arsa');
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sil' }));
    expect(api).toHaveBeenCalledWith(
      '/api/admin/listings/11111111-1111-4111-8111-111111111111',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(toast.success).toHaveBeenCalledWith('İhale başarıyla silindi');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers Sil only on the listings the server would delete', async () => {
    renderPage(204);
    const table = await screen.findByRole('table');
    const row = (title: string) => within(table).getByText(title).closest('tr')!;
    expect(within(row('Kütahya Merkez Arsa')).getByRole('button', { name: 'Sil' })).toBeVisible();
    expect(
      within(row('Satılan Pazarlık Arsası')).queryByRole('button', { name: 'Sil' }),
    ).not.toBeInTheDocument();
    expect(
      within(row('Satılan Pazarlık Arsası')).getByRole('link', { name: 'Detaylar' }),
    ).toBeInTheDocument();
  });

  it('reports a refused delete with the server reason, in the listing type’s words, and closes', async () => {
    const { user } = renderPage(409);
    const table = await screen.findByRole('table');
    await user.click(within(table).getAllByRole('button', { name: 'Sil' })[1]!);
    await user.click(await screen.findByRole('button', { name: 'Evet, Sil' }));
    expect(toast.error).toHaveBeenCalledWith('Pazarlık ilanı silinirken bir hata oluştu', {
      description: 'Bu ilanda kayıt var.',
      duration: 8000,
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
