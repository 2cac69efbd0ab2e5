import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auctionListing,
  listingPath,
  myDeposit,
  offerListing,
  renderWithQuery,
  stubApi,
  TEST_NOW,
} from '../testing/bidding-test-kit';
import { createQueryClient } from '../../../lib/query-client';
import { LazyTradePanel } from './lazy-trade-panel';

// Not the trade-panel kit: it imports the panel statically, which this file must not.
const DEPOSIT = `${listingPath}/deposit`;
const MY_BIDS = `${listingPath}/bids/mine`;
const MY_OFFERS = `${listingPath}/offers/mine`;
const now = () => TEST_NOW;

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyTradePanel', () => {
  it("asks for the member's deposit and bids while the panel's code loads, then shows the panel", async () => {
    const { sent } = stubApi({
      [`GET ${DEPOSIT}`]: { body: myDeposit('completed') },
      [`GET ${MY_BIDS}`]: { body: { items: [], maximum: null } },
    });
    renderWithQuery(<LazyTradePanel listing={auctionListing()} now={now} />, createQueryClient());

    expect(screen.getByRole('status')).toHaveTextContent('Teminat durumu yükleniyor...');
    await waitFor(() => expect(sent('GET', DEPOSIT)).toHaveLength(1));
    expect(sent('GET', MY_BIDS)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Teklif Ver' })).not.toBeInTheDocument();

    code.release();
    expect(await screen.findByRole('button', { name: 'Teklif Ver' })).toBeInTheDocument();
    // The panel's own queries (the app's client keeps answers fresh 30 s) found the answers.
    expect(sent('GET', DEPOSIT)).toHaveLength(1);
    expect(sent('GET', MY_BIDS)).toHaveLength(1);
  });

  it("on an offer listing asks for the member's offers, not bids", async () => {
    code.release(); // already released when the first test ran; not when this one runs alone
    const { sent } = stubApi({
      [`GET ${DEPOSIT}`]: { body: myDeposit('completed') },
      [`GET ${MY_OFFERS}`]: { body: { items: [], current: null, lastRejected: false } },
    });
    renderWithQuery(<LazyTradePanel listing={offerListing()} now={now} />, createQueryClient());

    expect(await screen.findByRole('button', { name: 'Teklif Gönder' })).toBeInTheDocument();
    expect(sent('GET', DEPOSIT)).toHaveLength(1);
    expect(sent('GET', MY_OFFERS)).toHaveLength(1);
    expect(sent('GET', MY_BIDS)).toHaveLength(0);
  });
});
