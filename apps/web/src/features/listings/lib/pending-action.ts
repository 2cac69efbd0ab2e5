import type { StoredSavedSearchFilters } from '@arsamezat/shared/listings/watchlist';

/**
 * What a guest pressed before being sent to sign in: 'Takip Et' on a listing or 'Aramayı
 * Kaydet' on a browse. Kept in this tab's session storage; the same button finishes it when
 * the member is back on the page, signed in. Expires after 30 minutes.
 */
export type PendingAction =
  | { kind: 'watch'; listingId: string }
  | { kind: 'save-search'; name: string; filters: StoredSavedSearchFilters };

const KEY = 'arsamezat:pending-action';
const MAX_AGE_MS = 30 * 60 * 1000;

export function rememberPendingAction(action: PendingAction): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ action, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the member presses the button again after signing in.
  }
}

/** The pending action if `matches` it, removed from storage so it runs once. */
export function takePendingAction<K extends PendingAction['kind']>(
  kind: K,
  matches: (action: Extract<PendingAction, { kind: K }>) => boolean = () => true,
): Extract<PendingAction, { kind: K }> | null {
  let stored: { action?: PendingAction; at?: number } | null;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      action?: PendingAction;
      at?: number;
    } | null;
  } catch {
    return null;
  }
  const action = stored?.action;
  const at = stored?.at;
  if (!action || typeof at !== 'number' || Date.now() - at > MAX_AGE_MS) return null;
  if (action.kind !== kind) return null;
  const typed = action as Extract<PendingAction, { kind: K }>;
  if (!matches(typed)) return null;
  sessionStorage.removeItem(KEY);
  return typed;
}
