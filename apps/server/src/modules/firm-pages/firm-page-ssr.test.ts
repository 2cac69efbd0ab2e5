import type { SsrEntry } from '@arsamezat/shared/site/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { signedInTrader } from '../bids/testing/trading-fixtures.ts';
import { insertFirm } from '../firms/testing/firm-fixtures.ts';

/*
 * The public firm page (/firms/:slug, issue 28) is server-rendered like the other public pages
 * (decision 041), with the web app's server entry taken from its source.
 */
const WEB_ENTRY = new URL('../../../../web/src/entry-server.tsx', import.meta.url).href;
const NOW = new Date('2026-05-05T12:00:00Z');
const HOUR = 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  const entry = (await import(/* @vite-ignore */ WEB_ENTRY)) as SsrEntry;
  t = await createTestApp({ clock: () => NOW, ssrEntry: entry });
  const db = t.database.db;
  const owner = await signedInTrader(db, NOW, { firstName: 'Firma', lastName: 'Sahibi' });
  const firmId = await insertFirm(db, {
    ownerId: owner.id,
    slug: 'ege-arsa',
    title: 'Ege Arsa Yatırım A.Ş.',
  });
  const open = {
    firmId,
    status: 'active' as const,
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
  };
  await insertListing(db, { ...open, title: 'Urla’da Deniz Manzaralı Arsa' });
  await insertListing(db, { ...open, title: 'Onay Bekleyen Arsa', publication: 'submitted' });
  const other = await signedInTrader(db, NOW, { firstName: 'Başka', lastName: 'Firma' });
  await insertFirm(db, { ownerId: other.id, slug: 'bekleyen-firma', status: 'pending' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('the firm page, server-rendered', () => {
  it('draws the firm, its verified mark and its published listings only', async () => {
    const res = await get('/firms/ege-arsa');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Ege Arsa Yatırım A.Ş.');
    expect(res.body).toContain('Onaylı Firma');
    expect(res.body).toContain('Urla’da Deniz Manzaralı Arsa');
    expect(res.body).not.toContain('Onay Bekleyen Arsa');
  });

  it('answers 404 with the page’s own words for a firm without a page', async () => {
    for (const url of ['/firms/bekleyen-firma', '/firms/olmayan-firma']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Firma bulunamadı.');
    }
  });
});
