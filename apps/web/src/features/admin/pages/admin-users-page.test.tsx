import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi, userSummary } from '../testing/admin-test-kit';
import { AdminUsersPage } from './admin-users-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const page = (
  items = [
    userSummary(),
    userSummary({
      id: '44444444-4444-4444-8444-444444444444',
      firstName: 'Mehmet',
      lastName: 'Demir',
      fullName: 'Mehmet Demir',
      role: 'admin',
      status: 'active',
      lastSignInAt: null,
    }),
    userSummary({
      id: '55555555-5555-4555-8555-555555555555',
      fullName: 'Can Er',
      status: 'banned',
      bannedUntil: '2099-01-01T00:00:00.000Z',
    }),
  ],
) => ({ items, total: items.length, page: 1, pageSize: 20 });

function renderPage(handler: Parameters<typeof stubApi>[0], entry = '/admin/users') {
  const api = stubApi(handler);
  const view = renderWithRouter([{ path: '/admin/users', Component: AdminUsersPage }], {
    initialEntries: [entry],
  });
  return { ...view, api };
}

const json = { 'content-type': 'application/json' };
const urls = (api: ReturnType<typeof stubApi>) => api.mock.calls.map(([url]) => url);

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('admin users view', () => {
  it('lists users with role, last sign-in and status, and the five chips', async () => {
    renderPage(() => ({ body: page() }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Mehmet Demir')).toBeInTheDocument();
    expect(within(table).getAllByText('+90 532 123 45 67')).toHaveLength(3);
    expect(within(table).getByText('Hiç giriş yapmadı')).toBeInTheDocument();
    expect(within(table).getByText('Engelli')).toBeInTheDocument();
    expect(within(table).getAllByText('Aktif')).toHaveLength(2);
    for (const chip of ['Tümü', 'Yöneticiler', 'Kullanıcılar', 'Engelli', 'Silinmiş']) {
      expect(screen.getByRole('button', { name: chip })).toBeInTheDocument();
    }
  });

  it('filters as the operator types, once typing pauses, and keeps the search in the URL', async () => {
    const { api, user, router } = renderPage(() => ({ body: page() }));
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Ara' })).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Ad, telefon veya e-posta ile ara' });
    await user.type(box, 'ayşe');
    // Until the pause, the list says it is catching up rather than showing a stale count.
    expect(screen.getByRole('status')).toHaveTextContent('Filtreleniyor');

    await waitFor(() =>
      expect(urls(api)).toContain('/api/admin/users?filter=all&page=1&q=ay%C5%9Fe'),
    );
    // One request for the whole word: none for 'a', 'ay' or 'ayş'.
    expect(urls(api).filter((url) => url.includes('q='))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=ay%C5%9Fe');
    expect(await screen.findByRole('status')).toHaveTextContent('3 kullanıcı');

    await user.click(screen.getByRole('button', { name: 'Engelli' }));
    expect(urls(api)).toContain('/api/admin/users?filter=banned&page=1&q=ay%C5%9Fe');
  });

  it('applies at once on Enter, and an emptied box shows everyone again', async () => {
    const { api, user } = renderPage(() => ({ body: page() }), '/admin/users?q=can');
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('can');
    await user.clear(box);
    await user.type(box, 'mehmet{Enter}');
    expect(urls(api)).toContain('/api/admin/users?filter=all&page=1&q=mehmet');
    await user.clear(box);
    await waitFor(() => expect(urls(api).at(-1)).toBe('/api/admin/users?filter=all&page=1'));
  });

  it('cancels the request for an older search when a newer one starts', async () => {
    const signals = new Map<string, AbortSignal>();
    const held = new Map<string, () => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string, init?: RequestInit) =>
          new Promise<Response>((resolve) => {
            if (init?.signal) signals.set(url, init.signal);
            const answer = () =>
              resolve(new Response(JSON.stringify(page()), { status: 200, headers: json }));
            if (url.includes('q=ay') && !url.includes('q=ay%C5%9Fe')) held.set(url, answer);
            else answer();
          }),
      ),
    );
    const { user } = renderWithRouter([{ path: '/admin/users', Component: AdminUsersPage }], {
      initialEntries: ['/admin/users'],
    });
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox');
    await user.type(box, 'ay');
    const older = '/api/admin/users?filter=all&page=1&q=ay';
    await waitFor(() => expect(signals.get(older)).toBeDefined());

    await user.type(box, 'şe');
    const newer = '/api/admin/users?filter=all&page=1&q=ay%C5%9Fe';
    await waitFor(() => expect(signals.get(newer)).toBeDefined());
    await waitFor(() => expect(signals.get(older)?.aborted).toBe(true));
    expect(await screen.findByRole('status')).toHaveTextContent('3 kullanıcı');
    held.get(older)?.();
  });

  it('shows the search of the URL when it changes from elsewhere (back, a link)', async () => {
    const { router } = renderPage(() => ({ body: page() }), '/admin/users?q=can');
    await screen.findByRole('table');
    await act(() => router.navigate('/admin/users?q=zeynep'));
    expect(screen.getByRole('searchbox')).toHaveValue('zeynep');
  });

  it('asks before making a member admin, then shows the spec text', async () => {
    const { api, user } = renderPage((url, init) =>
      init?.method === 'PATCH'
        ? {
            body: {
              user: userSummary({ role: 'admin' }),
              message: 'Kullanıcı rolü Admin olarak güncellendi!',
            },
          }
        : { body: page() },
    );
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Ayşe Yılmaz: Admin yap' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Rolü Admin olarak değiştir')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Admin yap' }));
    expect(toast.success).toHaveBeenCalledWith('Kullanıcı rolü Admin olarak güncellendi!');
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/admin/users/33333333-3333-4333-8333-333333333333/role');
    expect(patch?.[1]?.body).toBe(JSON.stringify({ role: 'admin' }));
  });

  it('shows the server refusal after the spec prefix', async () => {
    const { user } = renderPage((_url, init) =>
      init?.method === 'PATCH'
        ? {
            status: 409,
            body: { error: { code: 'LAST_ADMIN', message: 'Son yöneticinin rolü kaldırılamaz.' } },
          }
        : { body: page() },
    );
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Mehmet Demir: Kullanıcı yap' }));
    await user.click(await screen.findByRole('button', { name: 'Evet, Kullanıcı yap' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Rol güncelleme hatası: Son yöneticinin rolü kaldırılamaz.',
      expect.anything(),
    );
  });

  it('says when nobody matches, and when loading failed', async () => {
    renderPage(() => ({ body: page([]) }), '/admin/users?q=yok');
    expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    renderPage(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }));
    expect(
      await screen.findByText('Kullanıcılar yüklenirken bir hata oluştu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yenile' })).toBeInTheDocument();
  });
});
