/**
 * Remembers that this tab's user just chose to sign out, so a members-only screen that sees a
 * guest during the hand-over sends them home (where sign-out goes) instead of to /login.
 * Router updates are transitions and the session update is not; which lands first depends on
 * the machine's load, so the guard must agree with sign-out either way.
 */
const WINDOW_MS = 5000;
let signedOutAt = 0;

export function markSignedOutHere(now = Date.now()): void {
  signedOutAt = now;
}

export function justSignedOutHere(now = Date.now()): boolean {
  return now - signedOutAt < WINDOW_MS;
}
