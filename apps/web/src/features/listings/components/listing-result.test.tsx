import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingDetail } from '../testing/render';
import { SaleStateBadge } from './listing-badge';
import { ListingResult } from './listing-result';

const ended = { phase: 'ended', status: 'ended' } as const;

describe('ListingResult', () => {
  it("shows 'Satıldı' with the final price and the winner's masked name", () => {
    render(
      <ListingResult
        listing={listingDetail({
          ...ended,
          finalPrice: 130_000_000,
          winnerName: 'Ah*** Yı***',
        })}
      />,
    );
    const result = screen.getByTestId('listing-result');
    expect(result).toHaveTextContent('Satıldı');
    expect(result).toHaveTextContent('Satış fiyatı: 1.300.000 ₺');
    expect(result).toHaveTextContent('Kazanan: Ah*** Yı***');
  });

  it('calls the buyer of an offer listing the buyer', () => {
    render(
      <ListingResult
        listing={listingDetail({
          listingType: 'offer',
          phase: 'ended',
          status: 'sold',
          highestBid: null,
          finalPrice: 95_000_000,
          winnerName: 'Ay*** Ka***',
        })}
      />,
    );
    expect(screen.getByTestId('listing-result')).toHaveTextContent('Alıcı: Ay*** Ka***');
  });

  it("shows 'Satılmadı' and no name for an ended listing without bids or a cancelled one", () => {
    const { rerender } = render(
      <ListingResult listing={listingDetail({ ...ended, highestBid: null, bidCount: 0 })} />,
    );
    expect(screen.getByTestId('listing-result')).toHaveTextContent('Satılmadı');
    rerender(<ListingResult listing={listingDetail({ phase: 'ended', status: 'cancelled' })} />);
    expect(screen.getByTestId('listing-result')).toHaveTextContent('Satılmadı');
    expect(screen.queryByText(/Kazanan|Alıcı/)).not.toBeInTheDocument();
  });

  it("reads 'Satış sürecinde' while the sale runs to the title deed, 'Satıldı' once it completed", () => {
    const sold = {
      ...ended,
      status: 'sold',
      finalPrice: 130_000_000,
      winnerName: 'Ah*** Yı***',
    } as const;
    const { rerender } = render(
      <ListingResult listing={listingDetail({ ...sold, saleState: 'in_progress' })} />,
    );
    const result = screen.getByTestId('listing-result');
    expect(result).toHaveTextContent('Satış sürecinde');
    expect(result).not.toHaveTextContent('Satıldı');
    expect(result).toHaveTextContent('Satış fiyatı: 1.300.000 ₺');
    rerender(<ListingResult listing={listingDetail({ ...sold, saleState: 'completed' })} />);
    expect(screen.getByTestId('listing-result')).toHaveTextContent('Satıldı');
  });
});

describe('SaleStateBadge', () => {
  it('marks the sale beside the phase badge, and nothing without a sale', () => {
    const { rerender } = render(<SaleStateBadge saleState="in_progress" />);
    expect(screen.getByTestId('sale-state-badge')).toHaveTextContent('Satış sürecinde');
    rerender(<SaleStateBadge saleState="completed" />);
    expect(screen.getByTestId('sale-state-badge')).toHaveTextContent('Satıldı');
    rerender(<SaleStateBadge saleState={null} />);
    expect(screen.queryByTestId('sale-state-badge')).not.toBeInTheDocument();
  });
});
