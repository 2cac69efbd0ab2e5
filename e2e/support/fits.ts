import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { MIN_TARGET, measureFit } from './fit-measure.ts';

export { MIN_TARGET, measureFit } from './fit-measure.ts';

/**
 * Fails when the page is wider than the viewport (naming the widest elements past the edge) or a
 * visible tap target is smaller than 44 × 44 px (listing each). `where` names the page in the
 * message.
 */
export async function expectFits(page: Page, where = new URL(page.url()).pathname): Promise<void> {
  const fit = await measureFit(page);
  const at = `${where} at ${fit.innerWidth} px`;
  expect(
    fit.scrollWidth,
    `${at}: the document is ${fit.scrollWidth} px wide; widest past the edge:\n  ${fit.overflowing.join('\n  ')}`,
  ).toBeLessThanOrEqual(fit.innerWidth);
  expect(
    fit.smallTargets,
    `${at}: tap targets smaller than ${MIN_TARGET}×${MIN_TARGET} px`,
  ).toEqual([]);
}

/** The page is no wider than the viewport. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * No sideways scrolling, and every element `targets` selects at least 44 px tall (by default the
 * main area's buttons, selects and tabs, the browse's tab links among them).
 */
export async function checkLayout(
  page: Page,
  targets = 'main button, main select, main [role="tab"], main nav[aria-label="İlan türü"] a, main nav[aria-label="İhale durumu"] a',
): Promise<void> {
  await expectNoSideScroll(page);
  const small = await page.evaluate(
    ({ selector, min }) =>
      [...document.querySelectorAll(selector)]
        .map((el) => ({ text: el.textContent.trim(), height: el.getBoundingClientRect().height }))
        .filter((target) => target.height > 0 && target.height < min),
    { selector: targets, min: MIN_TARGET },
  );
  expect(small).toEqual([]);
}
