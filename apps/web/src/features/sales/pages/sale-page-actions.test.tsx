import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saleView } from '../../../testing/sale-fixtures';
import { SALE, refused, showSale } from '../testing/render-sale-page';

afterEach(() => vi.unstubAllGlobals());

const entered = {
  method: 'bank_transfer' as const,
  reference: 'EFT 2026/55-A',
  enteredAt: '2026-11-22T10:00:00.000Z',
  confirmedAt: null,
};

describe('SalePage — the seller firm and the operator', () => {
  it("confirms the buyer's payment reference after a dialog that shows it", async () => {
    const { user, api } = showSale(
      saleView({
        viewer: 'firm',
        step: 'payment_security',
        payment: entered,
        actions: ['confirm_payment'],
      }),
      { [`POST ${SALE}/payment/confirmation`]: { body: {} } },
    );
    await screen.findByRole('button', { name: 'Ödemeyi Onayla' });
    // The firm reads the amounts in the third person, not the buyer's 'your deposit'.
    const money = screen.getByRole('group', { name: 'Ödemeler' });
    expect(money).toHaveTextContent('Tapu devrinde satıcıya1.225.000 ₺');
    expect(money).not.toHaveTextContent('Toplam ödemeniz');
    await user.click(screen.getByRole('button', { name: 'Ödemeyi Onayla' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Banka havalesi / EFT · Referans: EFT 2026/55-A');
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('1.250.000 ₺');
    expect(api.writes()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ödemeyi Onayla' }));
    await waitFor(() =>
      expect(api.writes().map((c) => c.path)).toEqual([`${SALE}/payment/confirmation`]),
    );
  });

  it('sets the title-deed appointment in Istanbul time, refused with the server’s words', async () => {
    const { user, api } = showSale(
      saleView({ viewer: 'firm', step: 'title_appointment', actions: ['set_appointment'] }),
      {
        [`POST ${SALE}/appointment`]: refused(
          'SALE_APPOINTMENT_IN_PAST',
          'Randevu tarihi ileri bir tarih olmalıdır.',
          400,
        ),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Randevuyu Kaydet' }));
    expect(await screen.findByText('Randevu tarihini ve saatini girin.')).toBeInTheDocument();
    expect(screen.getByText('Tapu müdürlüğünü yazın.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.type(screen.getByLabelText('Randevu tarihi'), '2026-12-15');
    await user.type(screen.getByLabelText('Saat (Türkiye saati)'), '10:30');
    await user.type(screen.getByLabelText('Tapu müdürlüğü'), 'Akhisar Tapu Müdürlüğü');
    await user.click(screen.getByRole('button', { name: 'Randevuyu Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Randevu tarihi ileri bir tarih olmalıdır.',
    );
    expect(api.writes()[0]?.body).toEqual({
      at: '2026-12-15T07:30:00.000Z',
      office: 'Akhisar Tapu Müdürlüğü',
    });
  });

  it('completes the sale with the new title deed attached (multipart: file and kind)', async () => {
    const { user, api } = showSale(
      saleView({
        viewer: 'operator',
        step: 'title_appointment',
        appointment: { at: '2026-12-15T07:30:00.000Z', office: 'Akhisar Tapu Müdürlüğü' },
        actions: ['complete', 'cancel'],
      }),
      { [`POST ${SALE}/completion`]: { body: {} } },
    );
    expect((await screen.findByText('15 Aralık 2026 10:30')).parentElement).toHaveTextContent(
      '15 Aralık 2026 10:30 · Akhisar Tapu Müdürlüğü',
    );
    await user.click(screen.getByRole('button', { name: 'Satışı Tamamla' }));
    expect(
      screen.getByText('Yeni tapu senedini veya tapu müdürlüğü alındısını ekleyin.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Tapu Müdürlüğü Alındısı' }));
    const file = new File(['%PDF-1.7'], 'alindi.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Belge dosyası'), file);
    await user.click(screen.getByRole('button', { name: 'Satışı Tamamla' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tapu Müdürlüğü Alındısı satışa eklenir');
    await user.click(within(dialog).getByRole('button', { name: 'Satışı Tamamla' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const body = api.writes()[0]?.body;
    if (!(body instanceof FormData)) throw new Error('multipart expected');
    expect(body.get('kind')).toBe('office_receipt');
    expect((body.get('file') as File).name).toBe('alindi.pdf');
  });

  it('declares a default with a reason, saying the fee is kept and the buyer gets a strike', async () => {
    const { user, api } = showSale(
      saleView({
        viewer: 'operator',
        overdue: true,
        actions: ['declare_default', 'cancel'],
        runnerUp: {
          name: 'Ayşe Demir',
          amount: 120_000_000,
          status: 'held',
          holdUntil: '2026-12-01T20:59:00.000Z',
          answerBy: null,
        },
      }),
      { [`POST ${SALE}/default`]: { body: {} } },
    );
    const runnerUp = await screen.findByRole('region', { name: 'Yedek Alıcı' });
    expect(runnerUp).toHaveTextContent('Ayşe Demir');
    expect(runnerUp).toHaveTextContent('1.200.000 ₺');
    expect(runnerUp).toHaveTextContent('Teminatı tutuluyor');

    await user.click(screen.getByRole('button', { name: 'Temerrüt Bildir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('hizmet bedeli iade edilmez, alıcının hesabına uyarı işlenir');
    const confirm = within(dialog).getByRole('button', { name: 'Temerrüt Bildir' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Neden'), 'confirmation_missed');
    await user.type(
      within(dialog).getByLabelText('Açıklama (isteğe bağlı)'),
      'Arandı, ulaşılamadı.',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(api.writes()[0]?.body).toEqual({
        reason: 'confirmation_missed',
        note: 'Arandı, ulaşılamadı.',
      }),
    );
  });

  it('cancels with a no-fault reason, saying the fee goes back to the buyer', async () => {
    const { user, api } = showSale(saleView({ viewer: 'operator', actions: ['cancel'] }), {
      [`POST ${SALE}/cancel`]: refused('SALE_ENDED', 'Bu satış sona erdi; işlem yapılamaz.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Satışı İptal Et' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('hizmet bedeli alıcıya iade edilir');
    const reasons = within(within(dialog).getByLabelText('Neden')).getAllByRole('option');
    expect(reasons.map((o) => o.textContent)).toContain(
      'Tarım arazisi satış kuralları (5403 sayılı Kanun) nedeniyle satış yapılamadı',
    );
    await user.selectOptions(within(dialog).getByLabelText('Neden'), 'pre_emption');
    await user.click(within(dialog).getByRole('button', { name: 'Satışı İptal Et' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu satış sona erdi; işlem yapılamaz.',
    );
    expect(api.writes()[0]?.body).toEqual({ reason: 'pre_emption' });
  });

  it('offers the sale to the runner-up, and relists with a new end date', async () => {
    const { user, api } = showSale(
      saleView({
        viewer: 'operator',
        step: 'defaulted',
        actions: ['offer_runner_up', 'relist'],
        runnerUp: {
          name: 'Ayşe Demir',
          amount: 120_000_000,
          status: 'held',
          holdUntil: null,
          answerBy: null,
        },
      }),
      { [`POST ${SALE}/runner-up/offer`]: { body: {} }, [`POST ${SALE}/relist`]: { body: {} } },
    );
    await user.click(await screen.findByRole('button', { name: 'Yedek Alıcıya Teklif Et' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ayşe Demir, en yüksek teklifi olan 1.200.000 ₺ bedelle');
    await user.click(within(dialog).getByRole('button', { name: 'Yedek Alıcıya Teklif Et' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'İlanı Yeniden Yayınla' }));
    dialog = await screen.findByRole('alertdialog');
    // What reopening does to the money, before the operator confirms (decision 079).
    expect(dialog).toHaveTextContent(
      'Temerrüde düşen alıcının hizmet bedeli iade edilmez. Bekletilen yedek alıcının teminatı iadeye alınır.',
    );
    expect(dialog).toHaveTextContent('En geç 90 gün sonrası.');
    await user.type(within(dialog).getByLabelText('Yeni bitiş tarihi'), '2027-01-10');
    await user.type(within(dialog).getByLabelText('Saat (Türkiye saati)'), '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'İlanı Yeniden Yayınla' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      [`${SALE}/runner-up/offer`, undefined],
      [`${SALE}/relist`, { endsAt: '2027-01-10T17:00:00.000Z' }],
    ]);
  });
});

describe('SalePage — the runner-up', () => {
  const offered = saleView({
    viewer: 'runner_up',
    step: 'defaulted',
    actions: ['answer_runner_up'],
    runnerUp: {
      name: 'Ay*** De***',
      amount: 120_000_000,
      status: 'offered',
      holdUntil: '2026-12-01T20:59:00.000Z',
      answerBy: '2026-11-29T09:00:00.000Z',
    },
  });

  it('sees their own amount and deadline, and accepts with an SMS code', async () => {
    const { user, api } = showSale(offered, {
      [`POST ${SALE}/runner-up/code`]: { body: { sent: true, resendAfter: 60, expiresIn: 180 } },
      [`POST ${SALE}/runner-up/accept`]: { body: {} },
    });
    expect(await screen.findByText(/en yüksek teklifiniz olan/)).toHaveTextContent(
      'en yüksek teklifiniz olan 1.200.000 ₺ bedelle teklif ediliyor. Son yanıt: 29 Kasım 2026 12:00.',
    );
    // The winner's payment breakdown is not theirs, nor the sale's papers.
    expect(
      screen.queryByRole('region', { name: 'Ödemeler nerede yapılır' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Belgeler' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kabul Et' }));
    await user.click(await screen.findByRole('button', { name: 'SMS ile Onayla' }));
    await user.type(await screen.findByLabelText('Doğrulama kodu'), '654321');
    expect(screen.getByTestId('sale-statement')).toHaveTextContent(
      '1.200.000 ₺ bedelle “Akhisar Merkez Zeytinlik” ilanını satın almayı kabul ediyorum.',
    );
    await user.click(screen.getByRole('button', { name: 'Kabul Et' }));
    await waitFor(() =>
      expect(api.writes().map((c) => [c.path, c.body])).toEqual([
        [`${SALE}/runner-up/code`, undefined],
        [`${SALE}/runner-up/accept`, { code: '654321' }],
      ]),
    );
  });

  it('declines after a dialog', async () => {
    const { user, api } = showSale(offered, {
      [`POST ${SALE}/runner-up/decline`]: { body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Teminatınız iade sürecine alınır.');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() =>
      expect(api.writes().map((c) => c.path)).toEqual([`${SALE}/runner-up/decline`]),
    );
  });
});
