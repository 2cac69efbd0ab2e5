import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auctionListing, myDeposit } from '../testing/bidding-test-kit';
import { DEPOSIT, depositDialog, renderPanel, stubPanelApi } from '../testing/trade-panel-kit';

/*
 * Decision 094: the panel draws its deposit gate from its own module; the forms (with zod and
 * the form library) come in a chunk of their own. Here that chunk never arrives.
 */
vi.mock('./trade-forms', async () => {
  const { use } = await import('react');
  const never = new Promise<never>(() => undefined);
  return { TradeForms: () => use(never) };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('TradePanel before its forms have loaded', () => {
  it('asks for the deposit and opens its dialog; says the forms are loading', async () => {
    stubPanelApi({ [DEPOSIT]: { body: myDeposit('none') } });
    const { user } = renderPanel(auctionListing());

    await user.click(await screen.findByRole('button', { name: 'Teminatı Yatır' }));
    expect(await depositDialog()).toBeInTheDocument();
    expect(screen.getByText('Teklifleriniz yükleniyor...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Teklif Ver' })).not.toBeInTheDocument();
  });

  it('tells a member with a deposit that it is paid while the forms load', async () => {
    stubPanelApi({ [DEPOSIT]: { body: myDeposit('completed') } });
    renderPanel(auctionListing());

    expect(await screen.findByText('Teminatınız yatırıldı.')).toBeInTheDocument();
    expect(screen.getByText('Teklifleriniz yükleniyor...')).toBeInTheDocument();
  });
});
