import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { APP_NOTICES_TOASTER, toastOutletMounted } from '../toasts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { INSTALL_TEXTS, OFFER_STORAGE_KEY, offerInstall, resetInstallOffer } from './install-offer';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Chromium's `beforeinstallprompt` event as the browser hands it over (kept by boot.ts). */
function browserOffersInstall() {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  window.__arsamezatInstallPrompt = event;
  return prompt;
}

let agent: { mockRestore(): void } | undefined;

beforeEach(() => {
  localStorage.clear();
  resetInstallOffer();
  window.__arsamezatInstallPrompt = null;
  render(<Toaster id={APP_NOTICES_TOASTER} />);
  toastOutletMounted();
});

afterEach(() => {
  agent?.mockRestore();
  agent = undefined;
  vi.unstubAllGlobals();
});

describe('the offer to add ArsaMezat to the home screen', () => {
  it("shows the browser's install prompt only when 'Ekle' is pressed, and not again for 30 days", async () => {
    const prompt = browserOffersInstall();
    const now = Date.parse('2026-11-27T10:00:00Z');
    await offerInstall(now);
    expect(await screen.findByText(INSTALL_TEXTS.title)).toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(OFFER_STORAGE_KEY)).toBe(String(now));
    await waitFor(() => expect(screen.queryByText(INSTALL_TEXTS.title)).toBeNull());

    resetInstallOffer();
    browserOffersInstall();
    await offerInstall(now + 29 * 24 * 3600_000);
    expect(screen.queryByText(INSTALL_TEXTS.title)).toBeNull();
  });

  it("'Şimdi Değil' closes it without the prompt; it comes once per visit", async () => {
    const prompt = browserOffersInstall();
    await offerInstall();
    fireEvent.click(await screen.findByRole('button', { name: 'Şimdi Değil' }));
    expect(prompt).not.toHaveBeenCalled();
    expect(localStorage.getItem(OFFER_STORAGE_KEY)).not.toBeNull();
    await waitFor(() => expect(screen.queryByText(INSTALL_TEXTS.title)).toBeNull());

    localStorage.clear();
    await offerInstall();
    expect(screen.queryByText(INSTALL_TEXTS.title)).toBeNull();
  });

  it("guides iPhone Safari to 'Ana Ekrana Ekle', which has no install prompt", async () => {
    agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    await offerInstall();
    expect(await screen.findByText(INSTALL_TEXTS.iosTitle)).toBeInTheDocument();
    expect(screen.getByText(INSTALL_TEXTS.iosDescription)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ekle' })).toBeNull();
  });

  it('offers nothing where the browser has no prompt, or when the app is already installed', async () => {
    await offerInstall();
    browserOffersInstall();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    resetInstallOffer();
    await offerInstall();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(INSTALL_TEXTS.title)).toBeNull();
  });
});
