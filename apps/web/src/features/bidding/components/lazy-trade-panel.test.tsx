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
import { tradePanelRequests } from '../api/trade-panel-requests';
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
  delete window.__arsamezatEarlyAnswers;
});

/** What the boot script of a member's listing page asked for at once (decision 085). */
const answeredEarly = (answers: Record<string, unknown>) => {
  window.__arsamezatEarlyAnswers = new Map(
    Object.entries(answers).map(([path, body]) => [
      path,
      Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
    ]),
  );
};

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

  it('takes the answers the page asked for before its scripts ran, and asks no more', async () => {
    code.release();
    const listing = auctionListing();
    // The paths the server names on a member's listing page: the deposit, then their bids.
    const [deposit = '', bids = ''] = tradePanelRequests(listing);
    expect(`GET ${deposit}`).toBe(DEPOSIT);
    expect(`GET ${bids}`).toBe(MY_BIDS);
    answeredEarly({
      [deposit]: myDeposit('completed'),
      [bids]: { items: [], maximum: null, outbid: null },
    });
    const { sent } = stubPanelApi({ [DEPOSIT]: { body: myDeposit('none') } });
    renderWithQuery(<LazyTradePanel listing={listing} now={now} />, createQueryClient());

    // The early deposit says it is paid: the panel offers the bid, not the deposit.
    expect(await screen.findByRole('button', { name: 'Teklif Ver' })).toBeInTheDocument();
    expect(screen.getByText('Teminatınız yatırıldı.')).toBeInTheDocument();
    expect(asked(sent, DEPOSIT)).toHaveLength(0);
    expect(asked(sent, MY_BIDS)).toHaveLength(0);
    expect(window.__arsamezatEarlyAnswers?.size).toBe(0);
  });

  it('asks itself when an early answer failed, and names nothing on a listing not yet open', async () => {
    code.release();
    const listing = auctionListing();
    const [deposit = '', bids = ''] = tradePanelRequests(listing);
    answeredEarly({ [bids]: { items: [], maximum: null, outbid: null } });
    // The boot script's request failed (no connection): it answers null.
    window.__arsamezatEarlyAnswers?.set(deposit, Promise.resolve(null));
    const { sent } = stubPanelApi({ [DEPOSIT]: { body: myDeposit('none') } });
    renderWithQuery(<LazyTradePanel listing={listing} now={now} />, createQueryClient());

    expect(await screen.findByRole('button', { name: 'Teminatı Yatır' })).toBeInTheDocument();
    expect(asked(sent, DEPOSIT)).toHaveLength(1);
    expect(asked(sent, MY_BIDS)).toHaveLength(0);
    expect(tradePanelRequests(auctionListing({ phase: 'upcoming' }))).toEqual([]);
    expect(tradePanelRequests(offerListing()).map((path) => `GET ${path}`)).toEqual([
      DEPOSIT,
      MY_OFFERS,
    ]);
  });
});
