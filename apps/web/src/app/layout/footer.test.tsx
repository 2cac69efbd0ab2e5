import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, testSiteConfig } from '../../testing/render-with-router';
import { Footer } from './footer';

const routes: RouteObject[] = [{ path: '*', element: <Footer /> }];
const footer = () => within(screen.getByRole('contentinfo'));

afterEach(() => vi.useRealTimers());

describe('Footer', () => {
  it('shows the company details from the site configuration', () => {
    renderWithRouter(routes);
    const { company } = testSiteConfig;
    expect(footer().getByText(company.name)).toBeInTheDocument();
    expect(footer().getByText(company.address)).toBeInTheDocument();
    expect(footer().getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      'mailto:iletisim@test.example',
    );
    expect(footer().getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      'tel:+902360001122',
    );
  });

  it('opens the social links in a new tab with accessible names', () => {
    renderWithRouter(routes);
    const expected = [
      ['WhatsApp Kanalı (yeni sekmede açılır)', 'https://whatsapp.com/channel/test'],
      ['Instagram (yeni sekmede açılır)', 'https://instagram.com/test'],
      ['Facebook (yeni sekmede açılır)', 'https://facebook.com/test'],
    ] as const;
    for (const [name, href] of expected) {
      const link = footer().getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('links the pages and every contract', () => {
    renderWithRouter(routes);
    const contracts = within(screen.getByRole('navigation', { name: 'Sözleşmeler' }));
    expect(contracts.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/kvkk-aydinlatma-metni',
      '/privacy-policy',
      '/terms-of-use',
      '/sartlar-ve-kosullar',
      '/cookies',
      '/legal',
      '/security',
    ]);
    const platform = within(screen.getByRole('navigation', { name: 'Platform' }));
    expect(platform.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/about');
    expect(platform.getByRole('link', { name: 'İletişim' })).toHaveAttribute('href', '/contact');
    expect(platform.getByRole('link', { name: 'Sıkça Sorulan Sorular' })).toHaveAttribute(
      'href',
      '/sss',
    );
    expect(footer().getByRole('link', { name: 'TestArsa anasayfa' })).toHaveAttribute('href', '/');
  });

  it('prints the current year and the intermediary statement with the brand', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00+03:00'));
    renderWithRouter(routes);
    expect(footer().getByText('© 2031 TestArsa. Tüm hakları saklıdır.')).toBeInTheDocument();
    expect(
      footer().getByText(
        'TestArsa bir aracı platformdur; satıcı ya da emlak komisyoncusu değildir.',
      ),
    ).toBeInTheDocument();
  });

  it('states the deposit and payment guarantees', () => {
    renderWithRouter(routes);
    expect(screen.getByText('Güvenli ödeme: 3D Secure')).toBeInTheDocument();
    expect(screen.getByText('Teminat iadesi 7 iş günü')).toBeInTheDocument();
  });
});
