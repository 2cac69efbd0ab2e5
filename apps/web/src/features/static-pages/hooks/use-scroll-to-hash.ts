import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the URL's #fragment into view after a client-side navigation
 * (e.g. a link to /kvkk-aydinlatma-metni#basvuru-formu), which the browser does not do on its
 * own; a <details> target (an FAQ answer) is opened as well.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (target instanceof HTMLDetailsElement) target.open = true;
    // jsdom and very old browsers have no scrollIntoView.
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
  }, [hash]);
}
