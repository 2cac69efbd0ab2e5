import type { SessionUser } from '@arsamezat/shared/accounts/session';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { useHydrated } from '../use-hydrated';
import { SessionTimeoutError, sessionQueryOptions } from './get-session';
import { PageVisitorContext } from './page-visitor';

export type { SessionUser };

/** Spec 01 §8: the loading time-out and a failed first session check. */
export const SESSION_TIMEOUT_MESSAGE = 'Oturum süresi doldu. Lütfen sayfayı yenileyin.';
export const SESSION_LOAD_FAILED_MESSAGE = 'Oturum bilgileri yüklenirken bir hata oluştu.';

/**
 * Spec 01 §4 "Auth state", reduced to what screens branch on. `loading` is the first session
 * check (`expectMember`: the server drew the page for a member, whose parts show they are
 * getting ready); `authenticated` carries the user and whether their role is admin. A guest
 * whose session could not be checked carries the reason in `error`.
 */
export type AuthState =
  | { status: 'loading'; user: null; isAdmin: false; expectMember?: boolean }
  | { status: 'unauthenticated'; user: null; isAdmin: false; error?: string }
  | { status: 'authenticated'; user: SessionUser; isAdmin: boolean };

const LOADING: AuthState = { status: 'loading', user: null, isAdmin: false };
const MEMBER_LOADING: AuthState = { ...LOADING, expectMember: true };
const SIGNED_OUT = { status: 'unauthenticated', user: null, isAdmin: false } as const;
const signedIn = (user: SessionUser): AuthState => ({
  status: 'authenticated',
  user,
  isAdmin: user.role === 'admin',
});

/**
 * The current session, from `GET /api/auth/session` (one query shared by every caller). Every
 * screen that differs for guests, members and admins reads this and handles all three statuses.
 * The server checks the session again on every call; this only decides what to show.
 */
export function useAuth(): AuthState {
  const { data, error, isPending } = useQuery(sessionQueryOptions);
  const page = useContext(PageVisitorContext);
  // A server-rendered page was drawn for a guest (no live session came with it), for the member
  // whose session the server read (decision 095), or for a member not known yet (decision 063);
  // a part hydrated later (after a lazy chunk) must match it even if the session changed since.
  if (!useHydrated()) {
    if (page?.visitor === 'guest') return SIGNED_OUT;
    if (page?.user) return signedIn(page.user);
    return page?.visitor === 'member' ? MEMBER_LOADING : LOADING;
  }
  if (data) return signedIn(data);
  if (data === null) return SIGNED_OUT;
  if (isPending) return LOADING;
  return {
    ...SIGNED_OUT,
    error:
      error instanceof SessionTimeoutError ? SESSION_TIMEOUT_MESSAGE : SESSION_LOAD_FAILED_MESSAGE,
  };
}
