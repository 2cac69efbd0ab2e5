import { AppNoticeCard } from '../../components/app-install/app-notice-card';
import { APP_NOTICES_TOASTER, whenToastsReady } from '../toasts';

/** Where the offer remembers that it was answered (a time, ms), so it does not come back soon. */
export const OFFER_STORAGE_KEY = 'arsamezat:install-offer';
/** After 'Şimdi Değil', the offer waits this long before it may come again. */
const QUIET_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

export const INSTALL_TEXTS = {
  title: "ArsaMezat'ı ana ekranınıza ekleyin",
  description:
    'Takip ettiğiniz ihaleleri ve tekliflerinizi uygulama gibi tek dokunuşla açın; teklifiniz geçildiğinde bildirim alabilirsiniz.',
  install: 'Ekle',
  later: 'Şimdi Değil',
  iosTitle: 'Ana Ekrana Ekle',
  iosDescription:
    "Safari'de Paylaş düğmesine, ardından 'Ana Ekrana Ekle'ye dokunun. Ana ekrandan açtığınızda teklifiniz geçildiğinde anlık bildirim de alabilirsiniz.",
  iosOk: 'Tamam',
} as const;

let offeredThisVisit = false;

function isInstalled(): boolean {
  const standalone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone and iPad Safari: no install prompt; a home-screen install by hand (iOS 16.4+ push). */
function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(agent);
  return ios && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
}

function answeredRecently(now: number): boolean {
  try {
    const at = Number(localStorage.getItem(OFFER_STORAGE_KEY));
    return Number.isFinite(at) && at > 0 && now - at < QUIET_PERIOD_MS;
  } catch {
    return false;
  }
}

function remember(now: number): void {
  try {
    localStorage.setItem(OFFER_STORAGE_KEY, String(now));
  } catch {
    // Private browsing without storage: the offer may come again next visit.
  }
}

/**
 * Offers to put ArsaMezat on the home screen, after the member has done something that shows
 * they will come back — their first bid or follow (issue 32, decision 091) — and never on
 * arrival: Chromium's own prompt where the browser has one (kept by boot.ts / main.tsx), the
 * 'Ana Ekrana Ekle' steps on iPhone Safari, nothing elsewhere or when already installed. Once
 * per visit; after an answer, not again for 30 days.
 */
export async function offerInstall(now = Date.now()): Promise<void> {
  if (offeredThisVisit || isInstalled() || answeredRecently(now)) return;
  const prompt = window.__arsamezatInstallPrompt ?? null;
  const ios = prompt === null && isIosSafari();
  if (prompt === null && !ios) return;
  offeredThisVisit = true;
  const toast = await whenToastsReady();
  const later = () => remember(now);
  const install = () => {
    remember(now);
    window.__arsamezatInstallPrompt = null;
    void prompt?.prompt();
  };
  toast.custom(
    (id) => (
      <AppNoticeCard
        title={ios ? INSTALL_TEXTS.iosTitle : INSTALL_TEXTS.title}
        description={ios ? INSTALL_TEXTS.iosDescription : INSTALL_TEXTS.description}
        actions={
          ios
            ? [{ label: INSTALL_TEXTS.iosOk, onClick: later, primary: true }]
            : [
                { label: INSTALL_TEXTS.later, onClick: later },
                { label: INSTALL_TEXTS.install, onClick: install, primary: true },
              ]
        }
        onClose={() => toast.dismiss(id)}
      />
    ),
    { id: 'app-install', duration: 30_000, toasterId: APP_NOTICES_TOASTER },
  );
}

/** For the tests: a new visit. */
export function resetInstallOffer(): void {
  offeredThisVisit = false;
}
