import { fireEvent, render, screen } from '@testing-library/react';
import { APP_NOTICES_TOASTER, toastOutletMounted } from '../toasts';
import type { Workbox } from 'workbox-window';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { registerWorker, UPDATE_TEXTS } from './register-worker';

/**
 * The worker's side as workbox-window reports it (its events), standing in for a browser with a
 * new version deployed: the library's own behaviour is exercised by the journey
 * (e2e/specs/installable-app.spec.ts).
 */
function deployedWorkbox() {
  const events = new EventTarget();
  const workbox = {
    addEventListener: (type: string, listener: () => void) =>
      events.addEventListener(type, listener),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(() => Promise.resolve(undefined)),
  };
  return {
    workbox: workbox as unknown as Pick<
      Workbox,
      'addEventListener' | 'messageSkipWaiting' | 'register'
    >,
    skipWaiting: workbox.messageSkipWaiting,
    emit: (type: 'waiting' | 'controlling') => events.dispatchEvent(new Event(type)),
  };
}

describe('the update prompt', () => {
  it("offers 'Yeni sürüm hazır — Yenile' when a new worker waits, and reloads once it has taken over", async () => {
    render(<Toaster id={APP_NOTICES_TOASTER} />);
    toastOutletMounted();
    const { workbox, skipWaiting, emit } = deployedWorkbox();
    const reload = vi.fn();
    registerWorker(workbox, reload);
    expect(screen.queryByText(UPDATE_TEXTS.title)).toBeNull();

    emit('waiting');
    expect(await screen.findByText(UPDATE_TEXTS.title)).toBeInTheDocument();
    expect(skipWaiting).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(skipWaiting).toHaveBeenCalledOnce();
    // The page reloads only when the new worker controls it, not before.
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it("'Daha Sonra' leaves the running version alone", async () => {
    render(<Toaster id={APP_NOTICES_TOASTER} />);
    toastOutletMounted();
    const { workbox, skipWaiting, emit } = deployedWorkbox();
    registerWorker(workbox, vi.fn());
    emit('waiting');
    fireEvent.click(await screen.findByRole('button', { name: 'Daha Sonra' }));
    expect(skipWaiting).not.toHaveBeenCalled();
  });

  it('keeps the page quiet when the browser refuses the worker', async () => {
    const { workbox } = deployedWorkbox();
    vi.mocked(workbox.register).mockRejectedValueOnce(new Error('blocked'));
    expect(() => registerWorker(workbox, vi.fn())).not.toThrow();
    await Promise.resolve();
  });
});
