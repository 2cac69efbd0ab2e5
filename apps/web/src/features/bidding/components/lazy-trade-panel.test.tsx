import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import {
  auctionListing,
  myDeposit,
  offerListing,
  renderWithQuery,
} from '../testing/bidding-test-kit';
import { DEPOSIT, MY_BIDS, MY_OFFERS, myOffers, now, stubPanelApi } from '../testing/panel-routes';
import { LazyTradePanel } from './lazy-trade-panel';

/** The panel's code arrives only when the test lets it (a slow phone fetching the chunk). */
const code = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release };
});

vi.mock('./trade-panel', async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

/** How many times a route ('GET /path') was asked. */
const asked = (sent: (method: string, path: string) => unknown[], route: string) => {
  const [method = '', path = ''] = route.split(' ');
  return sent(method, path);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyTradePanel', () => {
  it("asks for the member's deposit and bids while the panel's code loads, then shows the panel", async () => {
    const { sent } = stubPanelApi({ [DEPOSIT]: { body: myDeposit('completed') } });
    renderWithQuery(<LazyTradePanel listing={auctionListing()} now={now} />, createQueryClient());

    expect(screen.getByRole('status')).toHaveTextContent('Teminat durumu yükleniyor...');
    await waitFor(() => expect(asked(sent, DEPOSIT)).toHaveLength(1));
    expect(asked(sent, MY_BIDS)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Teklif Ver' })).not.toBeInTheDocument();

    code.release();
    expect(await screen.findByRole('button', { name: 'Teklif Ver' })).toBeInTheDocument();
    // The panel's own queries (the app's client keeps answers fresh 30 s) found the answers.
    expect(asked(sent, DEPOSIT)).toHaveLength(1);
    expect(asked(sent, MY_BIDS)).toHaveLength(1);
  });

  it("on an offer listing asks for the member's offers, not bids", async () => {
    code.release(); // already released when the first test ran; not when this one runs alone
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: { body: myOffers() },
    });
    renderWithQuery(<LazyTradePanel listing={offerListing()} now={now} />, createQueryClient());

    expect(await screen.findByRole('button', { name: 'Teklif Gönder' })).toBeInTheDocument();
    expect(asked(sent, DEPOSIT)).toHaveLength(1);
    expect(asked(sent, MY_OFFERS)).toHaveLength(1);
    expect(asked(sent, MY_BIDS)).toHaveLength(0);
  });
});
