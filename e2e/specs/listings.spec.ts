import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** The cards of the current results (the city shortcuts link to /auctions?…, not /auctions/). */
const cards = (page: Page) => page.locator('main li:has(a[href^="/auctions/"])');
const search = (page: Page) => new URL(page.url()).search;
const lira = (text: string) => Number(text.replace(/\./g, ''));

/**
 * Waits until the results are the current browse's: `N sonuç bulundu` is shown and the results
 * are not marked busy (while a new browse loads, the last page stays on screen, dimmed and
 * `aria-busy`). Only safe once the new browse has rendered: after `answered`, or on a fresh page.
 */
async function settled(page: Page): Promise<number> {
  await page.getByText(/\d+ sonuç bulundu/).waitFor();
  await page.locator('section[aria-label="Sonuçlar"][aria-busy="false"]').waitFor();
  const text = await page.getByText(/\d+ sonuç bulundu/).innerText();
  return Number(/(\d+)/.exec(text.replace(/\./g, ''))?.[1]);
}

/**
 * Does `action`, waits for the server's answer to the browse it asks for (the GET /api/listings
 * whose query has every one of `params`), then for that answer on screen. Waiting for the answer
 * rather than for a loading indicator to be absent: the indicator may not have appeared yet.
 */
async function answered(
  page: Page,
  params: Record<string, string>,
  action: () => Promise<void>,
): Promise<number> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/listings' &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
  await action();
  expect((await answer).ok()).toBe(true);
  return settled(page);
}

async function cardTexts(page: Page): Promise<string[]> {
  return cards(page).allInnerTexts();
}

describe('browse', () => {
  it('by tab, sub-tab, province and price, in grid and list, page by page; Back restores it', async () => {
    const { page, errors } = await openPage(browser(), DESKTOP, '/auctions');
    await settled(page);
    // The tabs are links to their browse (decision 092): the current one is marked as the page.
    const kinds = page.getByRole('navigation', { name: 'İlan türü' });
    const phases = page.getByRole('navigation', { name: 'İhale durumu' });
    const auctionsTab = kinds.getByRole('link', { name: /Açık Arttırmalar/ });
    expect(await auctionsTab.getAttribute('aria-current')).toBe('page');

    // Sub-tabs: the upcoming auctions are all 'Yakında'.
    const upcoming = await answered(page, { phase: 'upcoming' }, async () => {
      await phases.getByRole('link', { name: /^Yaklaşan \d+$/ }).click();
      await page.waitForURL(/phase=upcoming/);
    });
    expect(upcoming).toBeGreaterThan(0);
    for (const text of await cardTexts(page)) expect(text).toContain('Yakında');
    await phases.getByRole('link', { name: /^Aktif \d+$/ }).click();
    await page.waitForURL((url) => !url.search.includes('phase='));
    // The address changes before React draws the new browse; the next change must start from it.
    await phases.locator('a[aria-current="page"]', { hasText: /^Aktif \d+$/ }).waitFor();

    // Provinces, typed without Turkish letters, applied together.
    const filters = page.getByRole('complementary', { name: 'Filtreler' });
    const cityBox = filters.getByRole('searchbox', { name: 'Şehir ara' });
    await cityBox.fill('kutahya');
    await cityBox.press('Enter');
    await cityBox.fill('USAK');
    await cityBox.press('Enter');
    const inProvinces = await answered(page, { cities: 'Kütahya,Uşak' }, async () => {
      await filters.getByRole('button', { name: 'Filtreleri Uygula' }).click();
      await page.waitForURL(/cities=/);
    });
    expect(new URL(page.url()).searchParams.get('cities')).toBe('Kütahya,Uşak');
    expect(inProvinces).toBeGreaterThan(0);
    for (const text of await cardTexts(page)) expect(text).toMatch(/Kütahya|Uşak/);

    // A price range in lira travels in kuruş; every card's price is inside it.
    await filters.getByRole('textbox', { name: 'En düşük fiyat' }).fill('1000000');
    const inRange = await answered(page, { minPrice: '100000000' }, async () => {
      await filters.getByRole('button', { name: 'Filtreleri Uygula' }).click();
      await page.waitForURL(/minPrice=100000000/);
    });
    expect(inRange).toBeGreaterThan(0);
    for (const text of await cardTexts(page)) {
      expect(lira(/([\d.]+) ₺/.exec(text)?.[1] ?? '0')).toBeGreaterThanOrEqual(1_000_000);
    }
    await filters.getByRole('button', { name: 'Temizle' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('list', { name: 'Uygulanan filtreler' }).waitFor({ state: 'detached' });

    // The new tab in the list view: 8 a page, numbered pages.
    await kinds.getByRole('link', { name: /Yeni Eklenenler/ }).click();
    await page.waitForURL(/tab=new/);
    await kinds.locator('a[aria-current="page"]', { hasText: /Yeni Eklenenler/ }).waitFor();
    const total = await answered(page, { tab: 'new', pageSize: '8', page: '1' }, async () => {
      await page.getByRole('button', { name: 'Liste görünümü' }).click();
      await page.waitForURL(/view=list/);
    });
    expect(total).toBeGreaterThan(8);
    expect(await cards(page).count()).toBe(8);
    await answered(page, { tab: 'new', pageSize: '8', page: '2' }, async () => {
      await page.getByRole('button', { name: 'Sayfa 2' }).click();
      await page.waitForURL(/page=2/);
    });
    const firstOnPage2 = await cards(page).first().locator('h3').innerText();
    expect(search(page)).toBe('?tab=new&view=list&page=2');

    // Open a card, then Back lands on the same browse.
    await cards(page).first().locator('a[href^="/auctions/"]').click();
    await page.waitForURL(/\/auctions\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: firstOnPage2 }).waitFor();
    await page.goBack();
    await page.waitForURL(/page=2/);
    expect(search(page)).toBe('?tab=new&view=list&page=2');
    await settled(page);
    expect(await page.getByRole('button', { name: 'Sayfa 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await cards(page).first().locator('h3').innerText()).toBe(firstOnPage2);
    expect(errors).toEqual([]);
  });

  it('filters from a bottom sheet on a phone, without sideways scrolling', async () => {
    const { page, errors } = await openPage(browser(), MOBILE, '/');
    await settled(page);
    await page.getByRole('button', { name: 'Filtrele' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtreler' });
    await sheet.waitFor();
    // The sheet rises from the bottom edge.
    await page.waitForTimeout(300);
    const box = await sheet.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(MOBILE.height);
    await sheet.getByText('Konya', { exact: true }).click();
    await answered(page, { cities: 'Konya' }, async () => {
      await sheet.getByRole('button', { name: 'Filtreleri Uygula' }).click();
      await sheet.waitFor({ state: 'hidden' });
      await page.waitForURL(/cities=Konya/);
    });
    const texts = await cardTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('Konya');
    await answered(page, { cities: 'Konya', pageSize: '8' }, async () => {
      await page.getByRole('button', { name: 'Liste görünümü' }).click();
      await page.waitForURL(/view=list/);
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    expect(errors).toEqual([]);
  });
});

describe('search by word and place (issue 30)', () => {
  it('finds a keyword in Turkish capitals, then narrows to a district of one province', async () => {
    const { page, errors } = await openPage(browser(), DESKTOP, '/auctions');
    await settled(page);
    const filters = page.getByRole('complementary', { name: 'Filtreler' });
    await filters.getByRole('searchbox', { name: 'Kelime ile Ara' }).fill('ZEYTİNLİK');
    const found = await answered(page, { q: 'ZEYTİNLİK' }, async () => {
      await filters.getByRole('button', { name: 'Filtreleri Uygula' }).click();
      await page.waitForURL(/q=/);
    });
    expect(found).toBeGreaterThan(0);
    const titles = await cards(page).locator('h3').allInnerTexts();
    expect(titles).toContain("Urla Kuşçular'da Deniz Manzaralı Zeytinlik");

    // A district needs one province: its list loads once İzmir is ticked.
    await expect
      .poll(() => filters.getByText('İlçe ve mahalle seçmek için tek bir il seçin.').count())
      .toBe(1);
    const cityBox = filters.getByRole('searchbox', { name: 'Şehir ara' });
    await cityBox.fill('izmir');
    await cityBox.press('Enter');
    await filters
      .getByRole('group', { name: 'İlçeler' })
      .getByText('Urla', { exact: true })
      .click();
    const inUrla = await answered(page, { districts: '35.urla' }, async () => {
      await filters.getByRole('button', { name: 'Filtreleri Uygula' }).click();
      await page.waitForURL(/districts=35\.urla/);
    });
    expect(inUrla).toBeGreaterThan(0);
    for (const text of await cardTexts(page)) expect(text).toContain('Urla');
    const chips = page.getByRole('list', { name: 'Uygulanan filtreler' });
    expect(await chips.getByRole('button').allInnerTexts()).toEqual([
      '“ZEYTİNLİK”',
      'İzmir',
      'Urla',
    ]);
    // The address is the search: a reload draws the same results on the server.
    await page.reload();
    expect(await settled(page)).toBe(inUrla);
    expect(errors).toEqual([]);
  });

  it('searches a word and a district from the bottom sheet on a phone', async () => {
    const { page, errors } = await openPage(browser(), MOBILE, '/auctions');
    await settled(page);
    await page.getByRole('button', { name: 'Filtrele' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtreler' });
    await sheet.waitFor();
    await sheet.getByRole('searchbox', { name: 'Kelime ile Ara' }).fill('zeytinlik');
    const cityBox = sheet.getByRole('searchbox', { name: 'Şehir ara' });
    await cityBox.fill('İZMİR');
    await cityBox.press('Enter');
    await sheet.getByText('Urla', { exact: true }).click();
    const found = await answered(page, { q: 'zeytinlik', districts: '35.urla' }, async () => {
      await sheet.getByRole('button', { name: 'Filtreleri Uygula' }).click();
      await sheet.waitFor({ state: 'hidden' });
      await page.waitForURL(/districts=35\.urla/);
    });
    expect(found).toBeGreaterThan(0);
    for (const text of await cardTexts(page)) expect(text).toContain('Urla');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    expect(errors).toEqual([]);
  });
});

describe('listing detail', () => {
  it('steps through the gallery and the full-screen viewer by keyboard, and shares', async () => {
    const { page, context, errors } = await openPage(browser(), DESKTOP, '/auctions');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await settled(page);
    // A demo listing (several photos): other journeys add 'E2E …' auctions with one photo or none.
    await cards(page)
      .filter({ hasNotText: 'E2E' })
      .first()
      .locator('a[href^="/auctions/"]')
      .click();
    await page.waitForURL(/\/auctions\/[0-9a-f-]{36}$/);

    const gallery = page.getByRole('region', { name: 'Görseller' });
    const counter = gallery.getByText(/^\d+ \/ \d+$/);
    const count = Number((await counter.innerText()).split(' / ')[1]);
    expect(count).toBeGreaterThan(1);
    await gallery.getByRole('button', { name: 'Sonraki görsel' }).click();
    expect(await counter.innerText()).toBe(`2 / ${count}`);
    await gallery.getByRole('button', { name: 'Önceki görsel' }).click();
    await gallery.getByRole('button', { name: 'Önceki görsel' }).click();
    expect(await counter.innerText()).toBe(`${count} / ${count}`);

    // Keyboard only: Enter opens, arrows step (wrapping), Escape closes.
    const opener = gallery.getByRole('button', { name: 'Görseli tam ekran aç' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await viewer.getByText(/^\d+ \/ \d+$/).innerText()).toBe(`${count} / ${count}`);
    await page.keyboard.press('ArrowRight');
    expect(await viewer.getByText(/^\d+ \/ \d+$/).innerText()).toBe(`1 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await viewer.getByText(/^\d+ \/ \d+$/).innerText()).toBe(`${count - 1} / ${count}`);
    // The page behind does not scroll.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await counter.innerText()).toBe(`${count - 1} / ${count}`);
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

    // Without a share sheet the link is copied, with a note for two seconds.
    await page.getByRole('button', { name: 'Paylaş' }).click();
    const note = page.getByText('Link panoya kopyalandı!');
    await note.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await note.waitFor({ state: 'hidden', timeout: 4000 });
    expect(errors).toEqual([]);
  });
});
