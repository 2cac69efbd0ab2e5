import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../app/testing/render-with-router';
import { PaymentCallbackPage } from './payment-callback-page';

const visit = (url: string) =>
  renderWithRouter([{ path: '/payment-callback', Component: PaymentCallbackPage }], {
    initialEntries: [url],
  });

describe('PaymentCallbackPage', () => {
  it('says the parameters are missing when neither uid nor orderId is given', () => {
    visit('/payment-callback');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ödeme sonucunu sorgulamak için gerekli parametreler eksik.',
    );
    expect(screen.getByRole('link', { name: 'İhalelere Dön' })).toHaveAttribute(
      'href',
      '/auctions',
    );
    expect(document.title).toBe('Ödeme Sonucu - TestArsa');
  });

  it('with an order id, explains that card deposits open soon and shows the order number', () => {
    visit('/payment-callback?orderId=a12u34t5678');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Kartla teminat ödemesi çok yakında')).toBeInTheDocument();
    expect(screen.getByText('a12u34t5678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bize Ulaşın' })).toHaveAttribute('href', '/contact');
  });

  it('accepts uid alone as well', () => {
    visit('/payment-callback?uid=abc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Sipariş numarası/)).not.toBeInTheDocument();
  });
});
