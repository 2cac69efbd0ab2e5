import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { adminOverview, stubApi } from '../testing/admin-test-kit';
import { AdminOverviewPage } from './admin-overview-page';

const overview = adminOverview();

function renderPage(status = 200, answer = overview) {
  stubApi((url) =>
    url.startsWith('/api/admin/overview')
      ? status === 200
        ? { body: answer }
        : { status, body: { error: { code: 'INTERNAL', message: 'x' } } }
      : {
          body: {
            items: [],
            total: 0,
            page: 1,
            pageSize: 20,
            counts: { all: 0, active: 0, upcoming: 0, ended: 0 },
          },
        },
  );
  return renderWithRouter([{ path: '/admin/dashboard', Component: AdminOverviewPage }], {
    initialEntries: ['/admin/dashboard'],
  });
}

describe('admin overview', () => {
  it('shows the payments total and each morning tile as a link to its list', async () => {
    renderPage();
    expect(await screen.findByText('1.250.000 ₺')).toBeInTheDocument();
    expect(screen.getByText('Son 7 Günde Teklif')).toBeInTheDocument();
    const links: [RegExp, string][] = [
      [/İade bekleyen teminat/, '/admin/refunds'],
      [/Bekleyen pazarlık teklifi/, '/admin/offers'],
      [/Bugün sona eren ihale/, '/admin/listings?ending=today'],
      [/Beklemede kalan ödeme/, '/admin/payments?status=pending'],
      [/Okunmamış mesaj/, '/admin/messages?status=unread'],
      [/KVKK başvurusu/, '/admin/kvkk'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: /İade bekleyen/ })).toHaveTextContent('10.000 ₺');
    expect(screen.getByRole('link', { name: /KVKK/ })).toHaveTextContent('1 tanesi süresini geçti');
    expect(screen.getAllByText('Ayşe Yılmaz').length).toBeGreaterThan(0);
  });

  it('counts the overdue sale steps and opens the overdue sales (issue 29)', async () => {
    renderPage(200, {
      ...overview,
      today: { ...overview.today, overdueSales: { count: 3, items: [] } },
    });
    const tile = await screen.findByRole('link', { name: /Süresi geçen satış adımları/ });
    expect(tile).toHaveAttribute('href', '/admin/sales?filter=overdue');
    expect(tile).toHaveTextContent('3');
  });

  it('says so when the counts cannot load', async () => {
    renderPage(500);
    expect(await screen.findByText('Özet bilgiler yüklenemedi.')).toBeInTheDocument();
  });
});
