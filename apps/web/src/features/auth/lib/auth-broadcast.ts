/**
 * Tells the other tabs of this browser that who is signed in changed (decision 004). The
 * message carries no data: each tab asks the server again. BroadcastChannel is everywhere we
 * support; the `storage` event is the fallback for browsers without it.
 */
const CHANNEL_NAME = 'auth';
const STORAGE_KEY = 'auth_event';

export type AuthChange = 'signed-in' | 'signed-out';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/** Announce a sign-in or sign-out made in this tab. */
export function broadcastAuthChange(change: AuthChange): void {
  const channel = openChannel();
  if (channel) {
    channel.postMessage(change);
    channel.close();
    return;
  }
  try {
    // A new value every time, so the storage event fires even for the same change twice.
    localStorage.setItem(STORAGE_KEY, `${change}:${Date.now()}`);
  } catch {
    // Storage may be unavailable (private mode); the other tabs then catch up on focus.
  }
}

/** Calls `onChange` when another tab signs in or out; returns the unsubscribe function. */
export function subscribeToAuthChanges(onChange: () => void): () => void {
  const channel = openChannel();
  if (channel) {
    channel.onmessage = () => onChange();
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
