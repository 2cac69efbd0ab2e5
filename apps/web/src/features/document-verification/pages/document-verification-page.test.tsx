import type { DocumentVerification } from '@arsamezat/shared/sales/sale';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { DocumentVerificationPage } from './document-verification-page';

const CODE = 'q3Vd8sK2mXb9LzT4wYp0nR7cJ5hF1gE6';
const DOCUMENT: DocumentVerification = {
  number: 'ISB-2026-000042',
  kind: 'result',
  label: 'İhale Sonuç Belgesi',
  issuedAt: '2026-05-05T09:01:00.000Z',
  province: 'Kütahya',
  district: 'Çavdarhisar',
  ada: '112',
  parsel: '7',
  price: 250_000_00,
  buyerName: 'Ay*** Ça***',
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = (code = CODE) =>
  renderWithRouter([{ path: '/belge/:code', Component: DocumentVerificationPage }], {
    initialEntries: [`/belge/${code}`],
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Belge Doğrulama', () => {
  it("shows a genuine document's public facts under the site's name", async () => {
    const fetch = answer(200, DOCUMENT);
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Bu belge TestArsa tarafından düzenlenmiştir.',
      }),
    ).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0 as never])).toContain(`/api/documents/${CODE}`);
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Belge türü': 'İhale Sonuç Belgesi',
      'Belge numarası': 'ISB-2026-000042',
      'Düzenlenme tarihi': '5 Mayıs 2026',
      'İl / İlçe': 'Kütahya / Çavdarhisar',
      'Ada / Parsel': '112 / 7',
      'Satış bedeli': '250.000 ₺',
      Alıcı: 'Ay*** Ça***',
    });
    expect(document.title).toBe('Belge Doğrulama - TestArsa');
  });

  it("says 'Belge bulunamadı' for a code that names no document", async () => {
    answer(404, {
      error: { code: 'DOCUMENT_NOT_FOUND', message: 'Belge bulunamadı ya da geçerli değil.' },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Belge bulunamadı' })).toBeInTheDocument();
    expect(screen.queryByText(/tarafından düzenlenmiştir/)).not.toBeInTheDocument();
  });
});
