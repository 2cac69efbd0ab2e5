import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firmItem, firmPage, id, mockFirmApi, renderAt } from '../testing/firm-test-kit';
import { FirmPanelPage } from './firm-panel-page';

afterEach(() => vi.unstubAllGlobals());

describe('Firma Paneli', () => {
  it('shows the tabs with their counts, the credits left and what each listing allows', async () => {
    const fetchMock = mockFirmApi((_method, url) => {
      if (url.pathname !== '/api/firm/listings') return undefined;
      if (url.searchParams.get('tab') === 'submitted') {
        return {
          body: firmPage({
            tab: 'submitted',
            items: [
              firmItem({
                id: id(3),
                title: 'Onay bekleyen arsa',
                publication: 'submitted',
                tab: 'submitted',
                submittedAt: '2026-11-10T09:00:00.000Z',
              }),
            ],
            counts: { draft: 2, submitted: 1, published: 4, ended: 0, sold: 1, rejected: 0 },
          }),
        };
      }
      return {
        body: firmPage({
          items: [
            firmItem(),
            firmItem({
              id: id(2),
              title: 'İade edilen arsa',
              publication: 'returned',
              reviewNotes: 'Ada numarası tapu ile uyuşmuyor.',
            }),
          ],
          counts: { draft: 2, submitted: 1, published: 4, ended: 0, sold: 1, rejected: 0 },
        }),
      };
    });
    const { user } = renderAt(<FirmPanelPage />);

    expect(await screen.findByText('Anadolu Arsa A.Ş.')).toBeInTheDocument();
    expect(screen.getByText(/Kalan ilan hakkı/)).toHaveTextContent('Kalan ilan hakkı: 3');
    expect(screen.getByRole('link', { name: 'Yeni İlan' })).toHaveAttribute(
      'href',
      '/firm/listings/new',
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Taslak2',
      'Onay Bekliyor1',
      'Yayında4',
      'Sona Erdi0',
      'Satıldı1',
      'Reddedildi0',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const draft = screen.getByText('Kütahya Merkez İmarlı Arsa').closest('div.rounded-card');
    expect(draft).not.toBeNull();
    const inDraft = within(draft as HTMLElement);
    expect(inDraft.getByRole('link', { name: /Düzenle/ })).toHaveAttribute(
      'href',
      `/firm/listings/${id(1)}/edit`,
    );
    expect(inDraft.getByRole('button', { name: /Onaya Gönder/ })).toBeInTheDocument();
    expect(inDraft.getByRole('button', { name: /Sil/ })).toBeInTheDocument();

    // A returned listing says what the operator asked, plainly, and cannot be deleted.
    const returned = screen.getByText('İade edilen arsa').closest('div.rounded-card');
    const inReturned = within(returned as HTMLElement);
    expect(inReturned.getByText('Düzeltme İstendi')).toBeInTheDocument();
    expect(inReturned.getByText('Ada numarası tapu ile uyuşmuyor.')).toBeInTheDocument();
    expect(inReturned.queryByRole('button', { name: /Sil/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Onay Bekliyor/ }));
    expect(await screen.findByText('Onay bekleyen arsa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Onaydan Geri Çek/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Onaya Gönder/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('tab=submitted'))).toBe(
      true,
    );
  });

  it('asks before sending, saying a credit is reserved, and shows how to buy one when none is left', async () => {
    const fetchMock = mockFirmApi((method, url) => {
      if (method === 'POST' && url.pathname === `/api/firm/listings/${id(1)}/submit`) {
        return {
          status: 409,
          body: {
            error: {
              code: 'NO_LISTING_CREDIT',
              message:
                'İlan hakkınız kalmadı. Onaya göndermek için Firma Paneli > Paketler bölümünden bir ilan paketi satın alınız.',
            },
          },
        };
      }
      if (url.pathname === '/api/firm/listings') return { body: firmPage({ credits: 0 }) };
      return undefined;
    });
    const { user } = renderAt(<FirmPanelPage />);
    await user.click(await screen.findByRole('button', { name: /Onaya Gönder/ }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('1 ilan hakkınız ayrılır');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Onaya Gönder' }));
    expect(
      await within(dialog).findByText(
        'İlan hakkınız kalmadı. Onaya göndermek için Firma Paneli > Paketler bölümünden bir ilan paketi satın alınız.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'İlan paketi satın al' })).toHaveAttribute(
      'href',
      '/firm/packages',
    );
    expect(within(dialog).getByRole('button', { name: 'Onaya Gönder' })).toBeDisabled();
  });

  it('tells a suspended firm it cannot send listings, and offers neither new listings nor sending', async () => {
    mockFirmApi((_method, url) =>
      url.pathname === '/api/firm/listings'
        ? {
            body: firmPage({
              firm: { title: 'Anadolu Arsa A.Ş.', status: 'suspended', role: 'staff' },
            }),
          }
        : undefined,
    );
    renderAt(<FirmPanelPage />);
    expect(await screen.findByText('Firmanızın hesabı askıya alındı')).toBeInTheDocument();
    expect(screen.getByText('Kütahya Merkez İmarlı Arsa')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Yeni İlan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Onaya Gönder/ })).toBeNull();
  });

  it('tells a firm under review where its application stands', async () => {
    mockFirmApi((_method, url) =>
      url.pathname === '/api/firm/listings'
        ? {
            body: firmPage({
              items: [],
              firm: { title: 'Yeni Firma Ltd.', status: 'pending', role: 'owner' },
            }),
          }
        : undefined,
    );
    renderAt(<FirmPanelPage />);
    expect(await screen.findByText('Başvurunuz inceleniyor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Başvuru durumunu görüntüle' })).toHaveAttribute(
      'href',
      '/firm/apply',
    );
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
