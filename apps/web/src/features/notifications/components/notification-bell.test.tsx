import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { NotificationBell } from './notification-bell';

const items = [
  {
    id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e51',
    event: 'outbid',
    title: 'Teklifiniz geçildi',
    body: '"Bodrum Arsası" ihalesinde en yüksek teklif artık 101.000 ₺.',
    link: '/auctions/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    createdAt: '2026-05-05T12:00:00.000Z',
    read: false,
  },
  {
    id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e52',
    event: 'deposit_completed',
    title: 'Teminat ödemeniz alındı',
    body: '"Bodrum Arsası" için 5.000 ₺ teminat ödemeniz alındı.',
    link: '/auctions/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    createdAt: '2026-05-05T11:00:00.000Z',
    read: true,
  },
];

function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const body = url.endsWith('/read-all') ? { unread: 0 } : { unread: 1, items };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('shows the unread count, lists read and unread, and marks all read', async () => {
    const calls = stubApi();
    const { user } = renderWithRouter([{ path: '/', element: <NotificationBell /> }]);
    const bell = await screen.findByRole(
      'button',
      { name: 'Bildirimler, 1 okunmamış' },
      { timeout: 10_000 },
    );
    expect(within(bell).getByText('1')).toBeInTheDocument();

    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Bildirim listesi' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveTextContent('Teklifiniz geçildi (okunmadı)');
    expect(second).toHaveTextContent('Teminat ödemeniz alındı');
    expect(second).not.toHaveTextContent('(okunmadı)');

    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument(),
    );
    expect(calls).toContain('POST /api/me/notifications/read-all');
  });
});
