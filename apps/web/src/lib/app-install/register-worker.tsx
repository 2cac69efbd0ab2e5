import { Workbox } from 'workbox-window';
import { AppNoticeCard } from '../../components/app-install/app-notice-card';
import { APP_NOTICES_TOASTER, whenToastsReady } from '../toasts';
import { SERVICE_WORKER_URL } from './worker-url';

export const UPDATE_TEXTS = {
  title: 'Yeni sürüm hazır',
  description: 'ArsaMezat güncellendi. Yenilediğinizde sayfa yeni sürümle açılır.',
  action: 'Yenile',
  later: 'Daha Sonra',
} as const;

/**
 * Registers the worker and, when a new version has been deployed and its worker waits, offers
 * 'Yeni sürüm hazır — Yenile': the new worker takes over only when the member asks, and the page
 * reloads once it has (never in the middle of typing a bid).
 */
export function registerWorker(
  workbox: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'register'> = new Workbox(
    SERVICE_WORKER_URL,
    { scope: '/' },
  ),
  reload = () => window.location.reload(),
): void {
  workbox.addEventListener('waiting', () => {
    void whenToastsReady().then((toast) =>
      toast.custom(
        (id) => (
          <AppNoticeCard
            title={UPDATE_TEXTS.title}
            description={UPDATE_TEXTS.description}
            actions={[
              // Later: the new version starts when every tab of the site has been closed.
              { label: UPDATE_TEXTS.later, onClick: () => undefined },
              { label: UPDATE_TEXTS.action, onClick: takeTheNewVersion, primary: true },
            ]}
            onClose={() => toast.dismiss(id)}
          />
        ),
        { id: 'app-update', duration: Infinity, toasterId: APP_NOTICES_TOASTER },
      ),
    );
  });
  const takeTheNewVersion = () => {
    workbox.addEventListener('controlling', () => reload());
    workbox.messageSkipWaiting();
  };
  // A browser that refuses workers (a private window, a policy) simply has the site without one.
  workbox.register().catch(() => undefined);
}
