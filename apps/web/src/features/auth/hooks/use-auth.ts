/** Who is signed in, as the whole web app sees it. */
export type SessionUser = {
  id: string;
  fullName: string;
  role: 'user' | 'admin';
};

/**
 * Spec 01 §4 "Auth state", reduced to what screens branch on. `loading` is the first session
 * check; `authenticated` carries the user and whether their role is admin.
 */
export type AuthState =
  | { status: 'loading'; user: null; isAdmin: false }
  | { status: 'unauthenticated'; user: null; isAdmin: false }
  | { status: 'authenticated'; user: SessionUser; isAdmin: boolean };

const SIGNED_OUT: AuthState = { status: 'unauthenticated', user: null, isAdmin: false };

/**
 * The current session. Every screen that differs for guests, members and admins reads this
 * (top bar, drawer, route guards, the bid panel) and must handle all three statuses.
 *
 * PLACEHOLDER until the Accounts issue: online membership is not open yet, so everyone is a
 * guest. The Accounts issue replaces the body with a TanStack query on `GET /api/auth/session`
 * (pending → `loading`, a user → `authenticated` with `isAdmin: role === 'admin'`, none or 401
 * → `unauthenticated`), keeping this signature so callers do not change.
 */
export function useAuth(): AuthState {
  return SIGNED_OUT;
}
