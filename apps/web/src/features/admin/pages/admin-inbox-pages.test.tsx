import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminAuditPage } from './admin-audit-page';
import { AdminMessagesPage } from './admin-messages-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const MESSAGE_ID = 'cccccccc-cccc-4ccc-8ccc-000000000001';
const message = {
  id: MESSAGE_ID,
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  subject: 'Teminat iadesi & tapu',
  message: 'Kazanamadığım ihalenin teminatı ne zaman iade edilir?',
  createdAt: '2026-11-20T09:00:00.000Z',
  readAt: null,
};

beforeEach(() => vi.clearAllMocks());

describe('Mesajlar', () => {
  it('honours ?status=unread, opens a message, replies by e-mail and marks it read', async () => {
    const api = stubApi((url, init) =>
      init?.method === 'PATCH'
        ? { body: { ...message, readAt: '2026-11-21T09:00:00.000Z' } }
        : { body: { items: [message], total: 1, unread: 1, page: 1, pageSize: 20 } },
    );
    const { user } = renderWithRouter([{ path: '/admin/messages', Component: AdminMessagesPage }], {
      initialEntries: ['/admin/messages?status=unread'],
    });
    await screen.findByText('Teminat iadesi & tapu');
    const item = screen.getByRole('button', { name: /Ayşe Yılmaz/ });
    expect(api.mock.calls[0]?.[0]).toBe('/api/admin/messages?status=unread&page=1');
    expect(screen.getByRole('button', { name: /Okunmamış/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(item);
    expect(screen.getByText(message.message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'E-postayla Yanıtla' })).toHaveAttribute(
      'href',
      'mailto:ayse@example.com?subject=Yan%C4%B1t%3A%20Teminat%20iadesi%20%26%20tapu',
    );
    await user.click(screen.getByRole('button', { name: 'Okundu Olarak İşaretle' }));
    await waitFor(() =>
      expect(
        api.mock.calls.some(
          ([url, init]) => init?.method === 'PATCH' && url === `/api/admin/messages/${MESSAGE_ID}`,
        ),
      ).toBe(true),
    );
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[1]?.body).toBe('{"read":true}');
  });

  it('says so when there is no unread message', async () => {
    stubApi(() => ({ body: { items: [], total: 0, unread: 0, page: 1, pageSize: 20 } }));
    renderWithRouter([{ path: '/admin/messages', Component: AdminMessagesPage }], {
      initialEntries: ['/admin/messages?status=unread'],
    });
    expect(await screen.findByText('Okunmamış mesaj yok.')).toBeInTheDocument();
  });
});

const LISTING_ID = '11111111-1111-4111-8111-111111111111';
const ADMIN_ID = 'dddddddd-dddd-4ddd-8ddd-000000000001';
const auditPage = {
  items: [
    {
      id: 2,
      action: 'listing.cancelled',
      actor: { id: ADMIN_ID, fullName: 'Ayla Yönetici' },
      entityType: 'listing',
      entityId: LISTING_ID,
      listing: { id: LISTING_ID, title: 'Kütahya Arsası' },
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    {
      id: 1,
      action: 'listing.close',
      actor: null,
      entityType: 'listing',
      entityId: LISTING_ID,
      listing: { id: LISTING_ID, title: 'Kütahya Arsası' },
      createdAt: '2026-11-19T09:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 30,
  actors: [{ id: ADMIN_ID, fullName: 'Ayla Yönetici' }],
  listing: { id: LISTING_ID, title: 'Kütahya Arsası' },
};

describe('Denetim Kaydı', () => {
  it('shows who did what in Turkish and filters by listing, actor and action', async () => {
    const api = stubApi(() => ({ body: auditPage }));
    const { user, router } = renderWithRouter(
      [{ path: '/admin/audit', Component: AdminAuditPage }],
      { initialEntries: [`/admin/audit?listing=${LISTING_ID}`] },
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ayla Yönetici');
    expect(rows[1]).toHaveTextContent('İlan iptal edildi');
    expect(rows[2]).toHaveTextContent('Sistem');
    expect(rows[2]).toHaveTextContent('İlan süresi doldu (sistem)');
    expect(api.mock.calls[0]?.[0]).toBe(`/api/admin/audit?page=1&listing=${LISTING_ID}`);
    expect(screen.getByText('İlan:')).toHaveTextContent('Kütahya Arsası');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kim' }), 'Ayla Yönetici');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'İşlem' }),
      'Bitiş zamanı uzatıldı',
    );
    expect(router.state.location.search).toBe(
      `?actor=${ADMIN_ID}&listing=${LISTING_ID}&action=listing.extended`,
    );
    await user.click(screen.getByRole('button', { name: 'İlan filtresini kaldır' }));
    expect(router.state.location.search).toBe(`?actor=${ADMIN_ID}&action=listing.extended`);
    await waitFor(() =>
      expect(api.mock.calls.at(-1)?.[0]).toBe(
        `/api/admin/audit?page=1&actor=${ADMIN_ID}&action=listing.extended`,
      ),
    );
  });

  it('lists a Turkish label for every action of the admin issue', async () => {
    const { AUDIT_ACTION_LABELS } = await import('../lib/audit-labels');
    for (const name of [
      'user.role_changed',
      'user.banned',
      'user.unbanned',
      'kvkk.approved',
      'kvkk.rejected',
      'payment.manual_completed',
      'deposit.refund_requested',
      'deposit.refunded',
      'deposit.refund_failed',
      'listing.cancelled',
      'listing.extended',
      'listing.closed_early',
      'offer.accepted',
      'offer.rejected',
      'offer.accept',
      'offer.reject',
      'offer.reject_pending',
      'listing.create',
      'listing.update',
      'listing.delete',
      'listing.close',
    ]) {
      expect(AUDIT_ACTION_LABELS[name], name).toMatch(/^[A-ZÇĞİÖŞÜ]/);
    }
  });
});
