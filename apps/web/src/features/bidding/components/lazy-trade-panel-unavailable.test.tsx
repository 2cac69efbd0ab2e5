import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { auctionListing, myDeposit, renderWithQuery } from '../testing/bidding-test-kit';
import { DEPOSIT, now, stubPanelApi } from '../testing/panel-routes';
import { LazyTradePanel } from './lazy-trade-panel';

// The panel's chunk cannot be fetched (the connection dropped, or a release replaced it).
vi.mock('./trade-panel', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyTradePanel when its code cannot be fetched', () => {
  it('says so in its place and offers a reload; nothing is sent', async () => {
    const { requests } = stubPanelApi({ [DEPOSIT]: { body: myDeposit('completed') } });
    renderWithQuery(<LazyTradePanel listing={auctionListing()} now={now} />, createQueryClient());

    expect(
      await screen.findByText('Teklif paneli yüklenemedi. Lütfen sayfayı yenileyin.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Teklif Ver' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
