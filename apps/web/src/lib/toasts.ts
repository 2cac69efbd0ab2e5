import type { toast as sonnerToast } from 'sonner';

/**
 * The toaster of the app's own notices ('Yeni sürüm hazır', the install offer: decision 091),
 * which wait for an answer: at the bottom (a desktop's right corner), where they cover neither the
 * header's navigation nor the feedback toasts at the top.
 */
export const APP_NOTICES_TOASTER = 'app-notices';

let markMounted: () => void = () => undefined;
const outletMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called once by the toast outlet (app/layout/toast-outlet.tsx) after it has subscribed. */
export function toastOutletMounted(): void {
  markMounted();
}

/**
 * sonner's `toast`, once the outlet is on the page to show it. For code on the first load (the
 * shell), which must not pull sonner into it: the outlet is a lazy chunk, and a toast asked for
 * before it mounted would be lost. Route code imports `toast` from 'sonner' directly.
 */
export function whenToastsReady(): Promise<typeof sonnerToast> {
  return outletMounted.then(() => import('sonner')).then((sonner) => sonner.toast);
}
