import type { AdminPendingOffersPage } from '@arsamezat/shared/trading/offers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.ts';
import { api } from '../support/members.ts';
import { signInAsAdmin } from '../support/sign-in.ts';
import { createListing } from '../support/trading.ts';

const browser = useBrowser();
const shots = 'e2e/artifacts/admin-tables';

/**
 * What a table's actions lose at this width: each button or link of a visible table that is cut
 * by a box it scrolls in or by the window, and each table wider than its box.
 */
function cutActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const visible = (el: Element) => el.getBoundingClientRect().width > 0;
    for (const table of [...document.querySelectorAll('table')].filter(visible)) {
      const box = table.parentElement;
      if (box && box.scrollWidth > box.clientWidth) {
        cut.push(`a table ${box.scrollWidth} px wide in a ${box.clientWidth} px box`);
      }
      for (const action of [...table.querySelectorAll('button, a')].filter(visible)) {
        const rect = action.getBoundingClientRect();
        const name = action.getAttribute('aria-label') ?? action.textContent.trim();
        if (rect.right > document.documentElement.clientWidth) cut.push(`${name} (window)`);
        for (let el = action.parentElement; el; el = el.parentElement) {
          if (getComputedStyle(el).overflowX === 'visible') continue;
          const edge = el.getBoundingClientRect();
          if (rect.right > edge.right + 0.5 || rect.left < edge.left - 0.5) {
            cut.push(`${name} (cut by its box)`);
            break;
          }
        }
      }
    }
    return cut;
  });
}

describe('admin tables', () => {
  it('keep every action whole at 1024, 1280 and 1440 px', { timeout: 180_000 }, async () => {
    const { page, context, errors } = await openPage(browser());
    await signInAsAdmin(page);
    // A listing with a pending offer: the demo content has some (seed/demo-trading.ts).
    const pending = (await (
      await api(context, 'GET', '/api/admin/offers')
    ).json()) as AdminPendingOffersPage;
    const offerListing = pending.items[0]?.listing.id;
    expect(offerListing, 'a listing with a pending offer').toBeDefined();
    // The newest listing, with no records, so the first page offers 'Sil' whatever other journeys
    // on this server have bid on (a listing with bids keeps only its other actions).
    await createListing(context, {
      title: 'E2E Tablo Sığma Arsası',
      startingPrice: 100_000_00,
      minIncrement: 1_000_00,
    });

    // Each screen with an action its table must show once loaded.
    const screens = [
      { name: 'overview', path: '/admin/dashboard', action: 'Sil' },
      { name: 'listings', path: '/admin/listings', action: 'Sil' },
      { name: 'users', path: '/admin/users', action: 'Admin yap' },
      { name: 'offers', path: `/admin/listings/${offerListing}`, action: 'Reddet' },
      { name: 'pending-offers', path: '/admin/offers', action: 'Karar Ver' },
      { name: 'payments', path: '/admin/payments', action: 'İadeye Al' },
    ];
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.locator('table:visible').getByText(screen.action).first().waitFor();
        expect(await cutActions(page), `${screen.path} at ${width} px`).toEqual([]);
        await page.screenshot({ path: `${shots}-${screen.name}-${width}.png`, fullPage: true });
      }
    }
    expect(errors).toEqual([]);
  });
});
