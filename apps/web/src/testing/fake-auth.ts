import { useSyncExternalStore } from 'react';
import type { AuthState, SessionUser } from '../lib/session/use-auth';

/*
 * A stand-in for lib/session/use-auth in tests:
 *   vi.mock('…/lib/session/use-auth', () => import('…/testing/fake-auth'));
 * then `setFakeAuth(member)`. Changing it re-renders subscribers, as a real session would.
 */
export const guest: AuthState = { status: 'unauthenticated', user: null, isAdmin: false };
export const loading: AuthState = { status: 'loading', user: null, isAdmin: false };
/** The signed-in member's session, as the session check answers it. */
export const memberUser: SessionUser = {
  id: 'u1',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  fullName: 'Ayşe Yılmaz',
  phone: '5321234567',
  email: null,
  role: 'user',
  marketingConsent: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
export const member: AuthState = { status: 'authenticated', user: memberUser, isAdmin: false };
export const admin: AuthState = {
  status: 'authenticated',
  user: {
    id: 'a1',
    firstName: 'Mehmet',
    lastName: 'Demir',
    fullName: 'Mehmet Demir',
    phone: '5559990000',
    email: null,
    role: 'admin',
    marketingConsent: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  isAdmin: true,
};

let current: AuthState = guest;
const listeners = new Set<() => void>();

export function setFakeAuth(next: AuthState): void {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, () => current);
}
