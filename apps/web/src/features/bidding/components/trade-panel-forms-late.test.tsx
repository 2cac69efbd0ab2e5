import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static.browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositKeys } from '../../../lib/listing-keys';
import { myBidsQueryOptions } from '../api/get-my-bids';
import { auctionListing, myDeposit, newQueryClient } from '../testing/bidding-test-kit';
import { failOnConsoleErrorsButRendererNotes } from '../testing/server-drawn-kit';
import { LivePanel, myBids, stubPanelApi } from '../testing/trade-panel-kit';

/*
 * Decision 095: the server draws a known member's forms; in the browser their code may come
 * after the page is live. Meanwhile the panel renders again (its deposit dialog's code arrives)
 * and must not reach the forms' part: React would drop the server's forms for a spinner. Here the
 * forms' code is "on its way" (it suspends in the browser) until the test lets it come.
 */
const forms = vi.hoisted(() => ({ onServer: true }));
let formsCame: Promise<void> = Promise.resolve();
vi.mock('./trade-forms', () => ({
  TradeForms: () => {
    if (!forms.onServer) use(formsCame);
    return (
      <fieldset>
        <button type="button">Teklif Ver</button>
      </fieldset>
    );
  },
}));
vi.mock('./deposit-dialog', () => ({
  DepositDialog: () => <span data-testid="dialog-code" />,
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const listing = auctionListing();
const roots: Root[] = [];
beforeEach(failOnConsoleErrorsButRendererNotes);
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function seeded(): QueryClient {
  const queryClient = newQueryClient();
  queryClient.setQueryData(depositKeys.mine(listing.id), myDeposit('none'));
  queryClient.setQueryData(myBidsQueryOptions(listing.id).queryKey, myBids());
  return queryClient;
}
const panel = () => (
  <QueryClientProvider client={seeded()}>
    <LivePanel initial={listing} />
  </QueryClientProvider>
);

describe('TradePanel drawn by the server, its forms late in the browser', () => {
  it("keeps the server's forms while the panel renders again, then hydrates them", async () => {
    stubPanelApi({});
    forms.onServer = true;
    const { prelude } = await prerender(panel());
    const root = document.createElement('div');
    root.innerHTML = await new Response(prelude).text();
    document.body.append(root);
    const serverForms = screen.getByRole('button', { name: 'Teklif Ver' });

    forms.onServer = false;
    let arrive: () => void = () => undefined;
    formsCame = new Promise<void>((resolve) => (arrive = resolve));
    const onRecoverableError = vi.fn();
    await act(async () => {
      roots.push(hydrateRoot(root, panel(), { onRecoverableError }));
    });
    // The gate is live and the dialog's code has come (the panel rendered again)…
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Teminatı Yatır' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    await screen.findByTestId('dialog-code');
    // …and the server's forms are still there, not a spinner.
    expect(screen.getByRole('button', { name: 'Teklif Ver' })).toBe(serverForms);
    expect(screen.queryByText('Teklifleriniz yükleniyor...')).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(screen.getByRole('button', { name: 'Teklif Ver' })).toBe(serverForms);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
