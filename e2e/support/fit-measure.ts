import type { Page } from 'playwright-core';

/** The smallest tap target, both ways, in CSS pixels (WCAG 2.5.5; decision 032). */
export const MIN_TARGET = 44;

export type FitProblems = {
  /** `document.documentElement.scrollWidth` against `innerWidth`. */
  scrollWidth: number;
  innerWidth: number;
  /** Elements that reach past the right edge (or start left of 0), widest first. */
  overflowing: string[];
  /** Visible interactive elements smaller than MIN_TARGET × MIN_TARGET. */
  smallTargets: string[];
};

/**
 * Measures the page as it is now (runs in the page). Decision 032 has the rule in words:
 * - overflow: the document is wider than the viewport; the culprits are the elements whose box
 *   crosses the viewport's edge and that no scrolling or clipping ancestor contains.
 * - tap targets: every visible a[href], button, input, select, textarea, summary and element with
 *   an interactive role. A visually hidden control (a 1 px radio inside its card) is measured by
 *   its label, and so is a check box or radio button with a label; a stretched link (its `::after` covers the card) by the card; a focus-only
 *   control (the skip link, clipped until focused) is not a target until focused. Exempt: a link that is inline and sits in running text (its block has other text:
 *   WCAG 2.5.8's inline exception), a control inside an element marked
 *   `data-fit-exempt` (none today), and a disabled native control of the browser (the date
 *   picker's inner parts are not elements here).
 */
export async function measureFit(page: Page, minTarget = MIN_TARGET): Promise<FitProblems> {
  return page.evaluate((min) => {
    const vw = window.innerWidth;
    const describe = (el: Element): string => {
      const rect = el.getBoundingClientRect();
      const tag = el.tagName.toLowerCase();
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '';
      // An SVG element has no innerText.
      const text: string | undefined = (el as Partial<HTMLElement>).innerText;
      const label =
        el.getAttribute('aria-label') ?? text?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
      return `<${tag}${id}${cls}> "${label}" ${Math.round(rect.width)}×${Math.round(rect.height)} @x=${Math.round(rect.left)}`;
    };
    const visible = (el: Element): boolean => {
      // Not rendered: display none, visibility hidden, a closed answer (content-visibility).
      if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) {
        return false;
      }
      if ((el as HTMLElement).closest('[aria-hidden="true"], [inert]')) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    /** Contained by an ancestor that scrolls or clips sideways and itself fits. */
    const contained = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox !== 'visible') {
          const r = p.getBoundingClientRect();
          return r.right <= vw + 0.5 && r.left >= -0.5;
        }
        if (getComputedStyle(p).position === 'fixed') break;
      }
      return false;
    };

    const overflowing: { text: string; width: number }[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || (rect.right <= vw + 0.5 && rect.left >= -0.5)) continue;
      if (!visible(el) || contained(el)) continue;
      overflowing.push({ text: describe(el), width: rect.width });
    }
    overflowing.sort((a, b) => b.width - a.width);

    const INTERACTIVE =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"]';
    const smallTargets: string[] = [];
    const seen = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll(INTERACTIVE))) {
      if (el.closest('[data-fit-exempt]')) continue;
      let target: Element = el;
      let rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const clipped =
        style.position === 'absolute' &&
        (style.getPropertyValue('clip') !== 'auto' || style.clipPath !== 'none');
      // A stretched link (`after:absolute after:inset-0`) is as big as the card it covers.
      const after = getComputedStyle(el, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let holder = el.parentElement;
        while (holder && getComputedStyle(holder).position === 'static') {
          holder = holder.parentElement;
        }
        if (holder) {
          target = holder;
          rect = holder.getBoundingClientRect();
        }
      } else if (
        (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) ||
        clipped ||
        rect.width <= 1 ||
        rect.height <= 1 ||
        style.opacity === '0'
      ) {
        // A check box or radio, or a visually hidden control (sr-only radio, file input), is used
        // through its label.
        const label =
          el.closest('label') ??
          (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
        // The skip link and other focus-only controls are not a target until focused.
        if (!label) continue;
        target = label;
        rect = label.getBoundingClientRect();
      }
      if (seen.has(target) || !visible(target)) continue;
      seen.add(target);
      if (rect.width >= min - 0.5 && rect.height >= min - 0.5) continue;
      // WCAG 2.5.8 inline exception: a link inside a sentence.
      if (target.tagName === 'A' && getComputedStyle(target).display === 'inline') {
        let block: HTMLElement | null = target.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) {
          block = block.parentElement;
        }
        const own = (target as HTMLElement).innerText.trim().length;
        const all = block?.innerText.replace(/\s+/g, ' ').trim().length ?? 0;
        if (all > own + 1) continue;
      }
      smallTargets.push(describe(target));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: vw,
      overflowing: overflowing.slice(0, 5).map((o) => o.text),
      smallTargets,
    };
  }, minTarget);
}
