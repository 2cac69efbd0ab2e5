/**
 * Keeps Chromium's install prompt instead of letting the browser show it on arrival (issue 32,
 * decision 091): the app offers it after the member's first bid or follow (install-offer.tsx).
 * Listening once the page is live is early enough: Chromium offers an install only after the
 * visitor has interacted with the site and spent some 30 seconds on it.
 */
export function keepInstallPrompt(): void {
  window.__arsamezatInstallPrompt = null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.__arsamezatInstallPrompt = event as InstallPromptEvent;
  });
}
