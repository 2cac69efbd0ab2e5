import { describe, expect, it } from 'vitest';
import { MOBILE, openPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('home page', () => {
  it('shows the brand and real listings from the demo content', async () => {
    const { page, errors } = await openPage(browser());
    await page.locator('h1').first().waitFor();
    expect(await page.title()).toBe('ArsaMezat');
    const cards = page.locator('main a[href^="/auctions/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(3);
    expect(await page.locator('main').innerText()).toMatch(/\d{1,3}(\.\d{3})+ ₺/);
    expect(errors).toEqual([]);
  });

  it('opens a listing from its card', async () => {
    const { page } = await openPage(browser(), MOBILE);
    const card = page.locator('main li:has(a[href^="/auctions/"])').first();
    await card.waitFor();
    const title = await card.locator('h3').innerText();
    const href = await card.locator('a[href^="/auctions/"]').first().getAttribute('href');
    await card.locator('a[href^="/auctions/"]').first().click();
    await page.waitForURL(`**${href ?? ''}`);
    // The detail page's own heading, not the home page's still on screen while it loads.
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });
});
