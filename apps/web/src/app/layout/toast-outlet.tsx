import { useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { startAppInstall } from '../../lib/app-install/start';
import { APP_NOTICES_TOASTER, toastOutletMounted } from '../../lib/toasts';

/**
 * Sonner's close button is a 20 px dot on the toast's corner; here it is a 44 px target inside the
 * toast's right end (decision 032).
 */
const TOAST_CLOSE =
  'left-auto! right-1.5! top-1/2! size-11! -translate-y-1/2 transform-none! border-0! bg-transparent! [&_svg]:size-4!';

/** From the tablet width on the app's notices sit in the bottom right corner (decision 091). */
const WIDE = '(min-width: 640px)';
const canMatch = () => typeof window.matchMedia === 'function';
const wideScreen = () => canMatch() && window.matchMedia(WIDE).matches;
const onWidthChange = (change: () => void) => {
  if (!canMatch()) return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/** The sonner outlet, a chunk of its own loaded after the first paint (root-route.tsx). */
export function ToastOutlet() {
  // Effects run child first: by now the Toaster has subscribed, so no toast is lost.
  useEffect(toastOutletMounted, []);
  // What the installable app does once a page is live — the service worker, the install offer —
  // starts with this chunk, which every page loads after its first paint (decision 091).
  useEffect(startAppInstall, []);
  const wide = useSyncExternalStore(onWidthChange, wideScreen, () => false);
  return (
    <>
      <Toaster
        position="top-center"
        richColors
        closeButton
        toastOptions={{ classNames: { toast: 'pr-14!', closeButton: TOAST_CLOSE } }}
        containerAriaLabel="Bildirimler"
      />
      {/* On a phone at the top too: at the bottom it would cover a dialog's main button. */}
      <Toaster
        id={APP_NOTICES_TOASTER}
        position={wide ? 'bottom-right' : 'top-center'}
        containerAriaLabel="Uygulama bildirimleri"
      />
    </>
  );
}
