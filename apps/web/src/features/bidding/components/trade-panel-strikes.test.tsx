import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auctionListing, myDeposit, renderWithQuery } from '../testing/bidding-test-kit';
import { DEPOSIT, MY_BIDS, myBids, stubPanelApi } from '../testing/trade-panel-kit';
import { LivePanel } from '../testing/trade-panel-kit';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Issue 29, decision 075: at the strike limit the deposit gate says why, and offers no payment. */
describe('TradePanel for a member at the strike limit', () => {
  it('says why and until when, instead of offering a deposit the server would refuse', async () => {
    stubPanelApi({
      [DEPOSIT]: {
        body: {
          ...myDeposit('none'),
          strikes: { count: 3, blocked: true, until: '2027-03-01T09:00:00.000Z' },
        },
      },
      [MY_BIDS]: { body: myBids() },
    });
    renderWithQuery(
      <MemoryRouter>
        <LivePanel initial={auctionListing()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Yeni teminat yatıramazsınız.')).toBeInTheDocument();
    expect(
      screen.getByText(/tamamlamadığınız 3 satış \(Temerrüt\) nedeniyle .*1 Mart 2027/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Teminatı Yatır' })).not.toBeInTheDocument();
  });

  it('a member with strikes under the limit still gets the deposit gate', async () => {
    stubPanelApi({
      [DEPOSIT]: {
        body: { ...myDeposit('none'), strikes: { count: 1, blocked: false, until: null } },
      },
      [MY_BIDS]: { body: myBids() },
    });
    renderWithQuery(
      <MemoryRouter>
        <LivePanel initial={auctionListing()} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Teminatı Yatır' })).toBeInTheDocument();
  });
});
