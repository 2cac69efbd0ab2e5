import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deposit, id, mockApi, page, recordListing, renderPage } from '../testing/member-test-kit';
import { DepositsList } from './deposits-list';

afterEach(() => vi.unstubAllGlobals());

describe('Teminatlarım: the service fee invoice', () => {
  it('links the signed invoice PDF, says a queued one is being prepared, and shows none otherwise', async () => {
    mockApi({
      '/api/me/deposits': {
        body: page([
          deposit({ invoice: { id: id(900), number: 'ARS2026000000007', status: 'signed' } }),
          deposit({
            id: id(201),
            listing: recordListing({ id: id(2), title: 'Faturası hazırlanan arsa' }),
            invoice: { id: id(901), number: 'ARS2026000000008', status: 'sent' },
          }),
          deposit({
            id: id(202),
            listing: recordListing({ id: id(3), title: 'Teminatı iade edilen arsa' }),
          }),
        ]),
      },
    });
    renderPage(<DepositsList page={1} onPage={() => undefined} />, '/bids');
    const items = await screen.findAllByRole('listitem');
    const link = within(items[0]!).getByRole('link', { name: /Faturayı indir \(PDF\)/ });
    expect(link).toHaveAttribute('href', `/api/me/invoices/${id(900)}/pdf`);
    expect(link).toHaveTextContent('ARS2026000000007');
    expect(within(items[1]!).queryByRole('link', { name: /Faturayı indir/ })).toBeNull();
    expect(
      within(items[1]!).getByText('Hizmet bedeli faturanız hazırlanıyor.'),
    ).toBeInTheDocument();
    expect(within(items[2]!).queryByText(/fatura/i)).toBeNull();
  });
});
