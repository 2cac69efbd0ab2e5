import type { KvkkApplication } from '@arsamezat/shared/admin/admin-kvkk';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminKvkkPage } from './admin-kvkk-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const application = (values: Partial<KvkkApplication> = {}): KvkkApplication => ({
  id: '66666666-6666-4666-8666-666666666666',
  userId: '33333333-3333-4333-8333-333333333333',
  fullName: 'Ayşe Yılmaz',
  phone: '5321234567',
  email: null,
  status: 'received',
  reason: 'Artık kullanmıyorum',
  createdAt: '2026-10-01T09:00:00.000Z',
  answerDueAt: '2026-10-31T09:00:00.000Z',
  answeredAt: null,
  answerNote: null,
  overdue: true,
  ...values,
});

function renderPage(handler: Parameters<typeof stubApi>[0]) {
  const api = stubApi(handler);
  const view = renderWithRouter([{ path: '/admin/kvkk', Component: AdminKvkkPage }], {
    initialEntries: ['/admin/kvkk'],
  });
  return { ...view, api };
}

const list = (items: KvkkApplication[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

beforeEach(() => vi.clearAllMocks());

describe('KVKK applications view', () => {
  it('shows each open application with its 30-day deadline, overdue ones marked', async () => {
    renderPage(() => ({
      body: list([
        application(),
        application({
          id: '77777777-7777-4777-8777-777777777777',
          fullName: 'Can Er',
          overdue: false,
          answerDueAt: '2026-12-20T09:00:00.000Z',
        }),
      ]),
    }));
    expect(await screen.findByText(/Süresi geçti:/)).toHaveTextContent('31 Ekim 2026');
    expect(screen.getByText(/Son yanıt günü:/)).toHaveTextContent('20 Aralık 2026');
    expect(screen.getAllByText('Artık kullanmıyorum')).toHaveLength(2);
  });

  it('will not reject without a note; approving says what is deleted and what is kept', async () => {
    const { api, user } = renderPage((_url, init) =>
      init?.method === 'POST'
        ? {
            body: {
              application: application({ status: 'completed', fullName: 'Silinmiş Üye' }),
              message: 'Başvuru onaylandı; kullanıcının kişisel verileri anonimleştirildi.',
            },
          }
        : { body: list([application()]) },
    );
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Ret gerekçesini yazın; kullanıcı bu yanıtı görecek.',
    );
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));

    await user.click(screen.getByRole('button', { name: 'Onayla ve Anonimleştir' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('yasal saklama süresi (10 yıl)');
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Onayla ve Anonimleştir' }));
    expect(toast.success).toHaveBeenCalledWith(
      'Başvuru onaylandı; kullanıcının kişisel verileri anonimleştirildi.',
    );
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.body).toBe(JSON.stringify({ decision: 'approve', note: '' }));
  });

  it('says when the list is empty', async () => {
    renderPage(() => ({ body: list([]) }));
    expect(await screen.findByText('Bu listede başvuru yok.')).toBeInTheDocument();
  });
});
