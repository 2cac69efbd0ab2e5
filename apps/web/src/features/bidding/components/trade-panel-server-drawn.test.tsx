import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static.browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositKeys } from '../../../lib/listing-keys';
import { myBidsQueryOptions } from '../api/get-my-bids';
import { auctionListing, myDeposit, newQueryClient } from '../testing/bidding-test-kit';
import { failOnConsoleErrorsButRendererNotes } from '../testing/server-drawn-kit';
import { depositDialog, LivePanel, myBids, stubPanelApi } from '../testing/trade-panel-kit';

/*
 * Decision 095: the server draws a known member's trade panel — the deposit gate and, from the
 * forms' chunk, the bid forms — and the browser hydrates it. Until then each control says it is
 * getting ready; a press on the gate's button before the page is live opens the dialog once it is.
 */
vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

beforeEach(failOnConsoleErrorsButRendererNotes);

/** The hydrated roots, unmounted after each test (their parts would go on rendering). */
const roots: Root[] = [];
const hydrate = (container: HTMLElement, options: HydrationOptions = {}) =>
  roots.push(hydrateRoot(container, panel(seeded()), options));

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.__arsamezatKeptPress;
  document.body.innerHTML = '';
});

const listing = auctionListing();

/** A cache as the server's page carries it: the member's deposit and bids. */
function seeded(): QueryClient {
  const queryClient = newQueryClient();
  queryClient.setQueryData(depositKeys.mine(listing.id), myDeposit('none'));
  queryClient.setQueryData(myBidsQueryOptions(listing.id).queryKey, myBids());
  return queryClient;
}

const panel = (queryClient: QueryClient) => (
  <QueryClientProvider client={queryClient}>
    <LivePanel initial={listing} />
  </QueryClientProvider>
);

/** The panel's HTML as the server streams it (every part drawn), in a page's root. */
async function serverDrawn(): Promise<HTMLElement> {
  const { prelude } = await prerender(panel(seeded()));
  const root = document.createElement('div');
  root.innerHTML = await new Response(prelude).text();
  document.body.append(root);
  return root;
}

describe('TradePanel drawn by the server for a known member', () => {
  it('shows the gate and the forms at once, getting ready, then live without a mismatch', async () => {
    stubPanelApi({});
    const root = await serverDrawn();
    const gate = within(root).getByRole('button', { name: 'Teminatı Yatır' });
    expect(gate).toHaveAttribute('aria-busy', 'true');
    expect(within(root).getByRole('button', { name: 'Teklif Ver' })).toBeDisabled();
    expect(root.querySelector('fieldset')).toHaveAttribute('aria-busy', 'true');

    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrate(root, { onRecoverableError });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Teklif Ver' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Teminatı Yatır' })).not.toHaveAttribute('aria-busy');
    expect(root.querySelector('[aria-busy]')).toBeNull();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('opens the deposit dialog for a press made before the page was live', async () => {
    stubPanelApi({});
    const root = await serverDrawn();
    // What boot.ts keeps of a tap on the gate's button before the app is live.
    expect(within(root).getByRole('button', { name: 'Teminatı Yatır' })).toHaveAttribute(
      'data-keep-press',
      'deposit',
    );
    window.__arsamezatKeptPress = 'deposit';
    await act(async () => {
      hydrate(root);
    });
    expect(await depositDialog()).toBeInTheDocument();
    expect(window.__arsamezatKeptPress).toBeUndefined();
  });
});
