import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberUser as member } from '../../testing/fake-auth';
import { PageVisitorContext, type PageVisitor } from './page-visitor';
import { useAuth } from './use-auth';

/*
 * Decisions 063 and 095: while a server-rendered page hydrates, useAuth answers who the server
 * drew it for — a guest, the member whose session it read, or a member not known yet — and only
 * then what the browser's own session check says.
 */
function Probe() {
  const auth = useAuth();
  return (
    <p>{auth.status === 'authenticated' ? `${auth.status} ${auth.user.firstName}` : auth.status}</p>
  );
}

const page = (visitor: PageVisitor, queryClient: QueryClient) => (
  <PageVisitorContext value={visitor}>
    <QueryClientProvider client={queryClient}>
      <Probe />
    </QueryClientProvider>
  </PageVisitorContext>
);

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The browser's session check answers `user`. */
function sessionAnswers(user: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ user }, { headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function drawnThenHydrated(visitor: PageVisitor) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(visitor, client()));
  document.body.append(container);
  const server = container.textContent;
  const onRecoverableError = vi.fn();
  await act(async () => {
    hydrateRoot(container, page(visitor, client()), { onRecoverableError });
  });
  return { container, server, onRecoverableError };
}

describe('useAuth on a server-rendered page', () => {
  it('answers the member the server read while hydrating, then the session check', async () => {
    // The member signed out in another tab between the page and its scripts.
    sessionAnswers(null);
    const { container, server, onRecoverableError } = await drawnThenHydrated({
      visitor: 'member',
      user: member,
    });
    expect(server).toBe('authenticated Ayşe');
    expect(onRecoverableError).not.toHaveBeenCalled();
    await waitFor(() => expect(container.textContent).toBe('unauthenticated'));
  });

  it('says a member not known yet is loading, then shows the member', async () => {
    sessionAnswers(member);
    const { container, server, onRecoverableError } = await drawnThenHydrated({
      visitor: 'member',
      user: null,
    });
    expect(server).toBe('loading');
    expect(onRecoverableError).not.toHaveBeenCalled();
    await waitFor(() => expect(container.textContent).toBe('authenticated Ayşe'));
  });

  it('draws a guest signed out', async () => {
    sessionAnswers(null);
    const { container, server } = await drawnThenHydrated({ visitor: 'guest', user: null });
    expect(server).toBe('unauthenticated');
    await waitFor(() => expect(container.textContent).toBe('unauthenticated'));
  });
});
