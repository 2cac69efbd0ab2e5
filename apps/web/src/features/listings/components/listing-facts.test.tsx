import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { listingDetail } from '../testing/render';
import { ListingFacts } from './listing-facts';

function ownerLine(listing: ReturnType<typeof listingDetail>) {
  renderWithRouter([{ path: '/', element: <ListingFacts listing={listing} /> }]);
  const label = screen.queryByText('İlan Sahibi');
  return label?.parentElement ?? null;
}

describe('the owner line (issue 28)', () => {
  it('names a firm’s listing by the firm, linked to its page, with the verification line as worded', () => {
    const line = ownerLine(
      listingDetail({
        ilanSahibi: null,
        firm: { slug: 'konya-arsa-gayrimenkul', title: 'Konya Arsa Gayrimenkul A.Ş.' },
        verification: 'Yetki belgesi kontrol edildi',
      }),
    );
    expect(line).not.toBeNull();
    const link = within(line!).getByRole('link', { name: 'Konya Arsa Gayrimenkul A.Ş.' });
    expect(link).toHaveAttribute('href', '/firms/konya-arsa-gayrimenkul');
    expect(line).toHaveTextContent('Yetki belgesi kontrol edildi');
    expect(line).not.toHaveTextContent(/devlet|onaylı/i);
  });

  it('keeps the operator’s listing’s İlan Sahibi text, unlinked and without a verification line', () => {
    const line = ownerLine(listingDetail({ ilanSahibi: 'Yetkili Emlak A.Ş.' }));
    expect(line).toHaveTextContent('Yetkili Emlak A.Ş.');
    expect(within(line!).queryByRole('link')).toBeNull();
    expect(line).not.toHaveTextContent('Yetki belgesi kontrol edildi');
  });
});
