import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('tells the visitor in Turkish and leads back home', () => {
    renderWithRouter([{ path: '*', Component: NotFoundPage }], { initialEntries: ['/yok'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByText(/taşınmış, kaldırılmış/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anasayfaya Dön' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'İhaleleri İncele' })).toHaveAttribute(
      'href',
      '/auctions',
    );
    expect(screen.getByText('Hata kodu: 404')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(document.title).toBe('Sayfa bulunamadı - TestArsa');
  });
});
