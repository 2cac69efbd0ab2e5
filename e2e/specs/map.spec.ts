import type { ListingsMap } from '@arsamezat/shared/listings/browse-map';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, gotoHydrated, MOBILE, openPage, useBrowser } from '../support/browser.ts';
import { signInAfterPhoneReset } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';

const browser = useBrowser();
/** SwiftShader draws WebGL on the CPU: a map takes seconds to settle here. */
const MAP_WAIT = { timeout: 30_000, interval: 250 };

const resultCount = async (page: Page) => {
  const text = (await page.getByText(/\d+ sonuç bulundu/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
};
const markerCount = (page: Page) =>
  page.locator('[data-testid="map-cluster"], [data-testid="map-listing"]').count();

describe.each([
  ['a phone', MOBILE],
  ['a desktop', DESKTOP],
])('the map on %s', (_name, viewport) => {
  it("shows the browse on the map, opens a listing's card, and 'Bu alanda ara' narrows the list", async () => {
    const { page, context, errors } = await openPage(browser(), viewport, '/auctions?tab=new');
    try {
      const before = await resultCount(page);
      await page.getByRole('button', { name: 'Harita' }).click();
      await page.waitForURL((url) => url.searchParams.get('mode') === 'map');
      await expect.poll(() => markerCount(page), MAP_WAIT).toBeGreaterThan(0);
      const fit = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(fit).toBeLessThanOrEqual(viewport.width);

      // A tap on a cluster zooms in until the listings' own pins show; a tap on one opens its card.
      for (let i = 0; i < 6 && (await page.getByTestId('map-listing').count()) === 0; i += 1) {
        await page.getByTestId('map-cluster').first().click();
        await page.waitForTimeout(800);
      }
      const pin = page.getByTestId('map-listing').first();
      const title = (await pin.getAttribute('aria-label'))?.split(',')[0] ?? '';
      await pin.click();
      const card = page.getByRole('dialog', { name: title });
      await card.waitFor();
      expect(await card.getByRole('link', { name: 'İlanı Gör' }).getAttribute('href')).toMatch(
        /^\/auctions\/[0-9a-f-]+$/,
      );
      await card.getByRole('button', { name: 'Kartı kapat' }).click();

      // Zoom in twice, then search the visible area: the list shrinks, the area is in the URL.
      await page.getByRole('button', { name: 'Yakınlaştır', exact: true }).click();
      await page.getByRole('button', { name: 'Yakınlaştır', exact: true }).click();
      await page.getByRole('button', { name: 'Bu alanda ara' }).click();
      await page.waitForURL((url) => url.searchParams.has('bbox'));
      await expect.poll(() => resultCount(page), MAP_WAIT).toBeLessThan(before);
      await page.getByRole('button', { name: 'Haritadaki alan filtresini kaldır' }).waitFor();
      // The narrowed list is server-rendered from the address alone.
      const served = await page.request.get(page.url());
      expect(await served.text()).toContain('Haritadaki alan');
      expect(errors).toEqual([]);
      await page.screenshot({ path: `e2e/artifacts/map-${viewport.width}.png` });
    } finally {
      await context.close();
    }
  });

  it("shows a listing's parcel outline on its page", async () => {
    const { page, context, errors } = await openPage(browser(), viewport, '/');
    try {
      const map = (await (
        await page.request.get('/api/listings/map?tab=new')
      ).json()) as ListingsMap;
      const outlined = map.items.find((item) => item.parcel !== null);
      expect(outlined).toBeDefined();
      await gotoHydrated(page, `/auctions/${outlined!.id}`);
      const region = page.getByRole('region', { name: 'Parsel sınırı haritası' });
      await region.scrollIntoViewIfNeeded();
      await expect
        .poll(() => region.locator('canvas').getAttribute('data-parcel'), MAP_WAIT)
        .toBe('outline');
      await page.getByTestId('listing-map-pin').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The demo's seller firm owner (README), signed in with a new password by the SMS reset. */
const DEMO_FIRM_OWNER = '5301112233';

describe.each([
  ["the operator's", '/admin/listings/new'],
  ["a seller firm's", '/firm/listings/new'],
])("%s 'Parseli Getir'", (_who, formPath) => {
  it('fetches a parcel by the chosen il, ilçe and mahalle, ada and parsel, and places it on the form map', async () => {
    // A page of the site first: the API's calls carry its CSRF cookie.
    const { page, context, errors } = await openPage(browser(), DESKTOP, '/');
    try {
      if (formPath.startsWith('/firm')) await signInAfterPhoneReset(context, DEMO_FIRM_OWNER);
      else await signInAsAdmin(page);
      await gotoHydrated(page, formPath);
      await page.getByRole('combobox', { name: 'Şehir' }).click();
      await page.getByPlaceholder('Şehir ara...').fill('muğla');
      await page.getByRole('option', { name: 'Muğla', exact: true }).click();
      await page.getByRole('textbox', { name: 'Ada No' }).fill('126');
      await page.getByRole('textbox', { name: 'Parsel No' }).fill('7');
      // İlçe and mahalle from the province's reference lists ('Konum'); the lookup names them.
      await page.getByRole('combobox', { name: 'İlçe' }).selectOption({ label: 'Bodrum' });
      await page.getByRole('combobox', { name: 'Mahalle' }).selectOption({ label: 'Geriş Mah.' });
      await page.getByRole('button', { name: 'Parseli Getir' }).click();
      await page.getByText('Parsel haritaya eklendi. Alan: 1.234,56 m² · Nitelik: Arsa').waitFor();
      await page.getByTestId('picker-pin').waitFor(MAP_WAIT);
      // An unknown parcel: the form says so and offers the map.
      await page.getByRole('textbox', { name: 'Parsel No' }).fill('999');
      await page.getByRole('button', { name: 'Parseli Getir' }).click();
      await page.getByText(/tapu kadastro kayıtlarında bulunamadı/).waitFor();
      await page.screenshot({ path: `e2e/artifacts/map-form${formPath.replaceAll('/', '-')}.png` });
      // The 404 of the unknown parcel is the answer the form expected, not a page error.
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
