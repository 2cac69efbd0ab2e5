import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** 'İçeriğe geç': the first tab stop, visible on focus, jumps keyboard users past the top bar. */
export function SkipLink() {
  // Focus the landmark (which also scrolls to it): a plain hash jump would change the URL.
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  }
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only z-[60] rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      İçeriğe geç
    </a>
  );
}
