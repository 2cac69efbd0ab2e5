import { act, screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthSync } from '../components/auth-sync';
import {
  listenToAuthChannel,
  member,
  mockApi,
  renderPage,
  type Reply,
} from '../testing/auth-test-kit';
import { useAuth } from '../../../lib/session/use-auth';
import { useSignOut } from './use-sign-out';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe() {
  const auth = useAuth();
  const signOut = useSignOut();
  return (
    <>
      <AuthSync />
      <p data-testid="auth">
        {auth.status} {auth.isAdmin ? 'admin' : 'not-admin'}{' '}
        {auth.status === 'unauthenticated' ? (auth.error ?? '') : ''}
      </p>
      <button type="button" onClick={() => void signOut()}>
        Çıkış Yap
      </button>
    </>
  );
}

const state = () => screen.getByTestId('auth').textContent.trim();
const renderProbe = () => renderPage('/panel', <Probe />);

describe('useAuth', () => {
  it('is loading until the session answers, then knows the member and the admin role', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    mockApi({ 'GET /api/auth/session': () => new Promise<Reply>((r) => (answer = r)) });
    renderProbe();
    expect(state()).toBe('loading not-admin');
    answer({ body: { user: { ...member, role: 'admin' } } });
    await waitFor(() => expect(state()).toBe('authenticated admin'));
  });

  it("takes the answer the boot script asked for before the app's scripts came, once", async () => {
    const api = mockApi({});
    window.__arsamezatEarlySession = Promise.resolve(
      new Response(JSON.stringify({ user: member }), { status: 200 }),
    );
    renderProbe();
    await waitFor(() => expect(state()).toBe('authenticated not-admin'));
    expect(api.callsTo('/api/auth/session')).toEqual([]);
    expect(window.__arsamezatEarlySession).toBeUndefined();
  });

  it('asks itself when the early answer failed', async () => {
    const api = mockApi({ 'GET /api/auth/session': { body: { user: member } } });
    window.__arsamezatEarlySession = Promise.resolve(null);
    renderProbe();
    await waitFor(() => expect(state()).toBe('authenticated not-admin'));
    expect(api.callsTo('/api/auth/session')).toHaveLength(1);
  });

  it('reports a guest', async () => {
    mockApi({});
    renderProbe();
    await waitFor(() => expect(state()).toBe('unauthenticated not-admin'));
  });

  it('stops loading after 15 s with the spec’s message', async () => {
    vi.useFakeTimers();
    mockApi({
      'GET /api/auth/session': (_, signal) =>
        new Promise<Reply>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    });
    renderProbe();
    act(() => {
      vi.advanceTimersByTime(14_900);
    });
    expect(state()).toBe('loading not-admin');
    await act(async () => {
      vi.advanceTimersByTime(200);
      await Promise.resolve();
    });
    // Testing Library's waitFor polls with the (here fake) timers; vi.waitFor works with them.
    // eslint-disable-next-line no-restricted-properties
    await vi.waitFor(
      () =>
        expect(state()).toBe(
          'unauthenticated not-admin Oturum süresi doldu. Lütfen sayfayı yenileyin.',
        ),
      { timeout: 10_000 },
    );
  });

  it('follows a sign-out made in another tab without a reload', async () => {
    let user: typeof member | null = member;
    mockApi({ 'GET /api/auth/session': () => ({ body: { user } }) });
    renderProbe();
    await waitFor(() => expect(state()).toBe('authenticated not-admin'));

    user = null;
    const otherTab = new BroadcastChannel('auth');
    otherTab.postMessage('signed-out');
    otherTab.close();
    await waitFor(() => expect(state()).toBe('unauthenticated not-admin'));
  });
});

describe('useSignOut', () => {
  // Sign-out navigates with flushSync, which needs the RouterProvider of 'react-router/dom'
  // (the app's); these tests mount the plain one, and React Router warns about that.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('ends the session on the server, tells the other tabs and goes home replacing history', async () => {
    const api = mockApi({
      'GET /api/auth/session': { body: { user: member } },
      'POST /api/auth/logout': { status: 204 },
    });
    const channel = listenToAuthChannel();
    const { user, router } = renderProbe();
    await waitFor(() => expect(state()).toBe('authenticated not-admin'));

    await user.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(await screen.findByRole('heading', { name: 'Anasayfa' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('/api/auth/logout')[0]).toMatchObject({ body: { scope: 'local' } });
    await waitFor(() => expect(channel.messages).toEqual(['signed-out']));
    channel.close();
  });

  it('lands home, not on /login, when signing out from a members-only screen', async () => {
    mockApi({
      'GET /api/auth/session': { body: { user: member } },
      'POST /api/auth/logout': { status: 204 },
    });
    const { user, router } = renderPage('/panel', <MembersOnly />);
    await user.click(await screen.findByRole('button', { name: 'Çıkış Yap' }));
    expect(await screen.findByRole('heading', { name: 'Anasayfa' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

/** Like the app's member guard: a guest is sent to /login. */
function MembersOnly() {
  const auth = useAuth();
  if (auth.status === 'unauthenticated') return <Navigate to="/login" replace />;
  return auth.status === 'loading' ? null : <Probe />;
}
