import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guest, member, setFakeAuth } from '../../../testing/fake-auth';
import { renderRoute } from '../testing/render';
import { ListingDocumentsSection } from './listing-documents';

vi.mock('../../../lib/session/use-auth', () => import('../../../testing/fake-auth'));

const LISTING = '11111111-1111-4111-8111-111111111111';
const DOCUMENT = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'tapu',
  fileName: 'Tapu Senedi.pdf',
  contentType: 'application/pdf',
  size: 1_288_490,
  createdAt: '2026-11-20T09:00:00.000Z',
};

function answer(documents: unknown[]) {
  const fetchMock = vi.fn(async () =>
    Response.json({ documents }, { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => setFakeAuth(guest));
afterEach(() => vi.unstubAllGlobals());

// The first render loads the router and the query client: slow on a busy machine.
describe("the listing's documents", { timeout: 20_000 }, () => {
  it('asks a guest to sign in and asks the server nothing', async () => {
    const fetchMock = answer([]);
    renderRoute(<ListingDocumentsSection listingId={LISTING} />);
    expect(await screen.findByRole('heading', { name: 'Belgeler' })).toBeInTheDocument();
    expect(screen.getByText('Belgeleri görmek için giriş yapın')).toBeInTheDocument();
    // Back to the listing after signing in.
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
      'href',
      '/login?next=%2F',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists a member the documents with their kind, size and download address', async () => {
    setFakeAuth(member);
    answer([DOCUMENT]);
    renderRoute(<ListingDocumentsSection listingId={LISTING} />);
    const link = await screen.findByRole('link', {
      name: /Tapu.*Tapu Senedi\.pdf · 1,2 MB.*İndir/,
    });
    expect(link).toHaveAttribute('href', `/api/listings/${LISTING}/documents/${DOCUMENT.id}/file`);
    expect(link).toHaveAttribute('download', 'Tapu Senedi.pdf');
  });

  it('says so when a listing has no documents', async () => {
    setFakeAuth(member);
    answer([]);
    renderRoute(<ListingDocumentsSection listingId={LISTING} />);
    expect(await screen.findByText('Bu ilan için henüz belge eklenmedi.')).toBeInTheDocument();
  });
});
