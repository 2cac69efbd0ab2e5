import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  application,
  mockApi,
  renderFirmPage,
  verifiedIdentity,
} from '../testing/firm-test-kit';
import { FirmApplyPage } from './firm-apply-page';

/** /firm/apply 'Kurumsal Başvuru' (issue 28): the form, the identity gate, each status. */
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderFirmPage('/firm/apply', <FirmApplyPage />);
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('FirmApplyPage', () => {
  it('sends an unverified member to the identity step first, without the form', async () => {
    mockApi({
      'GET /api/firm-application': { body: { application: null } },
      'GET /api/me/identity': { body: { identity: null } },
    });
    renderPage();
    expect(await screen.findByText('Önce kimliğinizi doğrulayın')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kimliğimi Doğrula' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('form', { name: 'Kurumsal başvuru formu' })).not.toBeInTheDocument();
  });

  it('names every missing field and document, and sends nothing', async () => {
    const api = mockApi({
      'GET /api/firm-application': { body: { application: null } },
      'GET /api/me/identity': { body: verifiedIdentity },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Başvuruyu Gönder' }));
    expect(await screen.findByText('Ticari unvanı giriniz.')).toBeVisible();
    expect(screen.getByText('Vergi kimlik numarasını giriniz.')).toBeVisible();
    expect(screen.getByText('Yetki Belgesi yükleyiniz.')).toBeVisible();
    expect(screen.getByText('Vergi Levhası veya Ticaret Sicil Gazetesi yükleyiniz.')).toBeVisible();
    expect(api.callsTo('POST', '/api/firm-application')).toHaveLength(0);
  });

  it('checks the VKN with its checksum as the member types it', async () => {
    mockApi({
      'GET /api/firm-application': { body: { application: null } },
      'GET /api/me/identity': { body: verifiedIdentity },
    });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Vergi Kimlik Numarası'), '1234567891');
    await user.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));
    expect(await screen.findByText('Geçerli bir vergi kimlik numarası giriniz.')).toBeVisible();
  });

  it('sends the form with both documents and then shows İnceleniyor', async () => {
    const api = mockApi({
      'GET /api/firm-application': { body: { application: null } },
      'GET /api/me/identity': { body: verifiedIdentity },
      'POST /api/firm-application': { body: { application: application() } },
    });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Ticari Unvan'), 'Çağlayan Gayrimenkul A.Ş.');
    await user.type(screen.getByLabelText('Vergi Dairesi'), 'Selçuklu');
    await user.type(screen.getByLabelText('Vergi Kimlik Numarası'), '1234567890');
    await user.type(screen.getByLabelText('Adres'), 'Feritpaşa Mah. Kule Cad. No: 8 Selçuklu');
    await user.type(screen.getByLabelText('Telefon'), '0332 222 33 44');
    await user.type(screen.getByLabelText('E-posta'), 'bilgi@caglayan.com.tr');
    await user.type(screen.getByLabelText('Firmadaki Göreviniz'), 'Genel Müdür');
    await user.click(screen.getByLabelText('Ticaret Sicil Gazetesi'));
    await user.upload(screen.getByLabelText('Yetki Belgesi'), pdf('yetki.pdf'));
    await user.upload(
      screen.getByLabelText('Vergi Levhası veya Ticaret Sicil Gazetesi'),
      pdf('gazete.pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));

    expect(await screen.findByText('İnceleniyor')).toBeVisible();
    const [call] = api.callsTo('POST', '/api/firm-application');
    const form = call?.body as FormData;
    expect(form.get('taxNumber')).toBe('1234567890');
    expect(form.get('registryKind')).toBe('ticaret_sicil_gazetesi');
    expect((form.get('yetkiBelgesi') as File).name).toBe('yetki.pdf');
    expect((form.get('sicilBelgesi') as File).name).toBe('gazete.pdf');
  });

  it("puts the server's refusal on its field", async () => {
    mockApi({
      'GET /api/firm-application': { body: { application: null } },
      'GET /api/me/identity': { body: verifiedIdentity },
      'POST /api/firm-application': apiError(
        409,
        'FIRM_TAX_NUMBER_TAKEN',
        'Bu vergi kimlik numarasıyla yapılmış bir başvuru veya kayıtlı bir firma zaten var.',
        {
          taxNumber:
            'Bu vergi kimlik numarasıyla yapılmış bir başvuru veya kayıtlı bir firma zaten var.',
        },
      ),
    });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Ticari Unvan'), 'Çağlayan Gayrimenkul A.Ş.');
    await user.type(screen.getByLabelText('Vergi Dairesi'), 'Selçuklu');
    await user.type(screen.getByLabelText('Vergi Kimlik Numarası'), '1234567890');
    await user.type(screen.getByLabelText('Adres'), 'Feritpaşa Mah. Kule Cad. No: 8 Selçuklu');
    await user.type(screen.getByLabelText('Telefon'), '3322223344');
    await user.type(screen.getByLabelText('E-posta'), 'bilgi@caglayan.com.tr');
    await user.type(screen.getByLabelText('Firmadaki Göreviniz'), 'Genel Müdür');
    await user.upload(screen.getByLabelText('Yetki Belgesi'), pdf('yetki.pdf'));
    await user.upload(
      screen.getByLabelText('Vergi Levhası veya Ticaret Sicil Gazetesi'),
      pdf('levha.pdf'),
    );
    await user.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));
    const field = await screen.findByLabelText('Vergi Kimlik Numarası');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/Bu vergi kimlik numarasıyla/).length).toBeGreaterThan(0);
  });

  it("shows 'Eksik Belge' with the operator's note and takes the missing document", async () => {
    const api = mockApi({
      'GET /api/firm-application': {
        body: {
          application: application({
            status: 'needs_documents',
            statusReason: 'Ticaret sicil gazetesinin güncel nüshasını yükleyiniz.',
          }),
        },
      },
      'GET /api/me/identity': { body: verifiedIdentity },
      'POST /api/firm-application/documents': { body: { application: application() } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Eksik Belge')).toBeVisible();
    expect(
      screen.getByText('Ticaret sicil gazetesinin güncel nüshasını yükleyiniz.'),
    ).toBeVisible();
    const upload = screen.getByRole('form', { name: 'Eksik belge yükleme' });
    await user.selectOptions(within(upload).getByLabelText('Belge Türü'), 'ticaret_sicil_gazetesi');
    await user.upload(within(upload).getByLabelText('Belge'), pdf('gazete.pdf'));
    await user.click(within(upload).getByRole('button', { name: 'Belgeyi Gönder' }));
    expect(await screen.findByText('İnceleniyor')).toBeVisible();
    const form = api.callsTo('POST', '/api/firm-application/documents')[0]?.body as FormData;
    expect(form.get('kind')).toBe('ticaret_sicil_gazetesi');
  });

  it("shows 'Reddedildi' with the reason, and the form again on 'Yeniden Başvur'", async () => {
    mockApi({
      'GET /api/firm-application': {
        body: {
          application: application({ status: 'rejected', statusReason: 'Yetki belgesi imzasız.' }),
        },
      },
      'GET /api/me/identity': { body: verifiedIdentity },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Reddedildi')).toBeVisible();
    expect(screen.getByText('Yetki belgesi imzasız.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yeniden Başvur' }));
    expect(screen.getByRole('form', { name: 'Kurumsal başvuru formu' })).toBeVisible();
  });

  it("shows 'Onaylandı' with the way to the panel, and 'Askıya Alındı' with its reason", async () => {
    mockApi({
      'GET /api/firm-application': { body: { application: application({ status: 'approved' }) } },
      'GET /api/me/identity': { body: verifiedIdentity },
    });
    const first = renderPage();
    expect(await screen.findByText('Onaylandı')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Firma Paneline Git' })).toHaveAttribute(
      'href',
      '/firm',
    );
    first.unmount();

    mockApi({
      'GET /api/firm-application': {
        body: {
          application: application({ status: 'suspended', statusReason: 'Şikayet inceleniyor.' }),
        },
      },
      'GET /api/me/identity': { body: verifiedIdentity },
    });
    renderPage();
    expect(await screen.findByText('Askıya Alındı')).toBeVisible();
    expect(screen.getByText('Şikayet inceleniyor.')).toBeVisible();
  });
});
