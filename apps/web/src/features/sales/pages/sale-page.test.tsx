import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { SALE_ID, mockSaleApi, saleView } from '../../../testing/sale-fixtures';
import { SALE, refused, showSale as show } from '../testing/render-sale-page';
import { SalePage } from './sale-page';

afterEach(() => vi.unstubAllGlobals());

describe('SalePage — what everyone sees', () => {
  it('loads, then shows the sale: header, step, deadline, timeline, payments and documents', async () => {
    show(saleView());
    expect(screen.getByRole('status')).toHaveTextContent('Satış yükleniyor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Satış SAT-2026-000123' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Akhisar Merkez Zeytinlik' })).toHaveAttribute(
      'href',
      '/auctions/1157a000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('Manisa / Akhisar / Kayalıoğlu')).toBeInTheDocument();
    expect(screen.getByText('112 / 7')).toBeInTheDocument();
    expect(screen.getByText('Siz: Alıcı')).toBeInTheDocument();
    expect(screen.getByText(/Kalan süre: [12] gün/)).toBeInTheDocument();
    expect(screen.queryByTestId('sale-overdue')).not.toBeInTheDocument();

    const steps = screen.getByRole('list', { name: 'Satış adımları' });
    const stations = within(steps).getAllByRole('listitem');
    expect(stations.map((li) => li.dataset.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(stations[0]).toHaveTextContent('Alıcı Onayı (şu anki adım)');
    expect(screen.getByText('İhale sonuçlandı; satış başladı.')).toBeInTheDocument();

    const money = screen.getByRole('group', { name: 'Ödemeler' });
    expect(money).toHaveTextContent('Tapu devrinde ilan sahibine1.225.000 ₺');
    expect(money).toHaveTextContent('Hizmet bedeli (TestArsa)25.000 ₺');
    expect(screen.getByText(/Tapu harcı: beyan edilen değerin %2’si alıcıdan/)).toBeInTheDocument();

    const docs = screen.getByRole('region', { name: 'Belgeler' });
    expect(within(docs).getByRole('link', { name: 'İndir: İhale Sonuç Belgesi' })).toHaveAttribute(
      'href',
      `${SALE}/documents/d0c00000-0000-4000-8000-000000000001`,
    );
    expect(
      within(docs).getByRole('link', { name: 'Doğrula: İhale Sonuç Belgesi' }),
    ).toHaveAttribute('href', '/belge/AB12CD34');
  });

  it('marks an overdue step and says whose turn it is when it is not mine', async () => {
    show(
      saleView({
        viewer: 'firm',
        actions: [],
        overdue: true,
        stepDeadline: new Date(Date.now() - 3_600_000).toISOString(),
      }),
    );
    expect(await screen.findByTestId('sale-overdue')).toHaveTextContent('Süresi geçti');
    expect(
      screen.getByText('Alıcının satın almayı SMS koduyla onaylaması bekleniyor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SMS ile Onayla' })).not.toBeInTheDocument();
    // The firm sees the buyer's name; the buyer does not see a 'Satıcı' line for themselves.
    expect(screen.getByText('Ahmet Yılmaz')).toBeInTheDocument();
  });

  it("says 'Satış bulunamadı' to a stranger (the server's 404)", async () => {
    mockSaleApi({ [`GET ${SALE}`]: refused('SALE_NOT_FOUND', 'Satış bulunamadı.', 404) });
    renderWithRouter([{ path: '/sales/:id', element: <SalePage /> }], {
      initialEntries: [`/sales/${SALE_ID}`],
    });
    expect(await screen.findByText('Satış bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kazandıklarım' })).toHaveAttribute(
      'href',
      '/bids?tab=wins',
    );
  });

  it('shows a cancelled sale as stopped, with its reason', async () => {
    const base = saleView();
    show(
      saleView({
        step: 'cancelled',
        stepDeadline: null,
        actions: [],
        steps: base.steps.map((s, i) => ({ ...s, state: i === 0 ? 'stopped' : 'upcoming' })),
        end: {
          kind: 'cancelled',
          reason: 'pre_emption',
          reasonLabel: 'Paydaşın önalım hakkını kullanması (hisseli parsel)',
          note: null,
          at: '2026-11-21T09:00:00.000Z',
        },
      }),
    );
    expect(await screen.findByText('Satış iptal edildi.')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Satış adımları' });
    expect(steps).toHaveTextContent('İptal: Paydaşın önalım hakkını kullanması (hisseli parsel)');
    expect(screen.queryByText(/Kalan süre/)).not.toBeInTheDocument();
  });
});

describe('SalePage — the buyer', () => {
  it('confirms the purchase with an SMS code, the amount stated before it goes', async () => {
    let sale = saleView();
    const { user, api } = show(() => sale, {
      [`POST ${SALE}/confirmation/code`]: { body: { sent: true, resendAfter: 60, expiresIn: 180 } },
      [`POST ${SALE}/confirmation`]: () => {
        sale = saleView({ step: 'payment_security', actions: ['enter_payment'] });
        return { body: sale };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'SMS ile Onayla' }));
    const code = await screen.findByLabelText('Doğrulama kodu');
    expect(screen.getByTestId('sale-statement')).toHaveTextContent(
      '1.250.000 ₺ bedelle “Akhisar Merkez Zeytinlik” ilanını satın almayı onaylıyorum.',
    );
    expect(screen.getByRole('button', { name: /Kodu tekrar gönder \(\d+ sn\)/ })).toBeDisabled();

    await user.type(code, '12a3');
    await user.click(screen.getByRole('button', { name: 'Satın Almayı Onayla' }));
    expect(await screen.findByText('Doğrulama kodu 6 haneli olmalıdır.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(1);

    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Satın Almayı Onayla' }));
    expect(
      await screen.findByText('Ödeme güvencesinin referans numarasını girin'),
    ).toBeInTheDocument();
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      [`${SALE}/confirmation/code`, undefined],
      [`${SALE}/confirmation`, { code: '123456' }],
    ]);
  });

  it("shows the server's refusal of a wrong code next to the button", async () => {
    const { user } = show(saleView(), {
      [`POST ${SALE}/confirmation/code`]: { body: { sent: true, resendAfter: 0, expiresIn: 180 } },
      [`POST ${SALE}/confirmation`]: refused(
        'SALE_CODE_INVALID',
        'Doğrulama kodu hatalı veya süresi dolmuş.',
        400,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'SMS ile Onayla' }));
    await user.type(await screen.findByLabelText('Doğrulama kodu'), '000000');
    await user.click(screen.getByRole('button', { name: 'Satın Almayı Onayla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Doğrulama kodu hatalı veya süresi dolmuş.',
    );
    expect(screen.getByRole('button', { name: 'Kodu tekrar gönder' })).toBeEnabled();
  });

  it('enters the payment security: method and reference, checked before it is sent', async () => {
    let sale = saleView({ step: 'payment_security', actions: ['enter_payment'] });
    const { user, api } = show(() => sale, {
      [`POST ${SALE}/payment`]: () => {
        sale = saleView({
          step: 'payment_security',
          actions: [],
          payment: {
            method: 'gos',
            reference: 'GOS-2026-889',
            enteredAt: '2026-11-22T10:00:00.000Z',
            confirmedAt: null,
          },
        });
        return { body: sale };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ödeme Bilgisini Gönder' }));
    expect(await screen.findByText('Ödeme yöntemini seçin.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Güvenli Ödeme Sistemi (GÖS)' }));
    await user.type(screen.getByLabelText('Referans numarası'), 'GOS-2026-889');
    await user.click(screen.getByRole('button', { name: 'Ödeme Bilgisini Gönder' }));
    expect(await screen.findByText('GOS-2026-889')).toBeInTheDocument();
    expect(screen.getByText(/Girildi: .* onay bekliyor/)).toBeInTheDocument();
    expect(api.writes()[0]?.body).toEqual({ method: 'gos', reference: 'GOS-2026-889' });
  });
});
