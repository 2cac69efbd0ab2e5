import { ENGAGED_EVENT } from './engagement';
import { keepInstallPrompt } from './keep-install-prompt';

/**
 * Once a page is live (called by the toast outlet, which loads after the first paint): keeps the
 * browser's install prompt, registers the service worker after the page has loaded, and offers
 * the install after the member's first bid, offer or follow (issue 32, decision 091). Nothing of
 * it is part of a page's first load.
 */
export function startAppInstall(): void {
  keepInstallPrompt();
  startServiceWorker();
  window.addEventListener(ENGAGED_EVENT, () => {
    void import('./install-offer').then(({ offerInstall }) => offerInstall());
  });
}

/**
 * Registers the worker once the page has loaded and the browser is idle: its precaching never
 * competes with the page's own requests. Production builds only (the development server has no
 * worker).
 */
function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./register-worker').then(({ registerWorker }) => registerWorker());
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
