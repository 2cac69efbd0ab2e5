import type { SessionUser } from '@arsamezat/shared/accounts/session';
import { readSessionAnswer } from '@arsamezat/shared/accounts/session-answer';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, readApiResponse } from '../api-client';
import type {} from '../boot-handoff';

/** Spec 01 §4: if the first session check takes longer than this, loading is forced off. */
export const SESSION_LOADING_TIMEOUT_MS = 15_000;
const RETRY_DELAY_MS = 1_000;

/** Thrown when the session check outlived SESSION_LOADING_TIMEOUT_MS. */
export class SessionTimeoutError extends Error {
  override name = 'SessionTimeoutError';
}

/** GET /api/auth/session — the signed-in member, or null for a guest (never 401). */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  // Read without zod: the answer arrives while a server-rendered page starts (decision 063).
  const early = takeEarlySession();
  const response = early ? await early : null;
  const data = response
    ? await readApiResponse<unknown>(response)
    : await apiRequest<unknown>('/api/auth/session', signal ? { signal } : {});
  return readSessionAnswer(data);
}

/**
 * The answer the boot script of a server-rendered page asked for before the app's scripts came
 * (boot.ts), once: the first check uses it, any later one asks again. Null when there is none
 * or it failed (the check then asks itself).
 */
function takeEarlySession(): Promise<Response | null> | undefined {
  const early = window.__arsamezatEarlySession;
  delete window.__arsamezatEarlySession;
  return early;
}

/** A failure worth one more try: the network, or the server being briefly unwell. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * The session check with the spec's 15 s cap measured from the first attempt, retries
 * included: a transient failure is tried again while time remains, and when the time is up
 * the check ends with SessionTimeoutError rather than leaving every screen on a spinner.
 */
async function loadSession(signal: AbortSignal): Promise<SessionUser | null> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), SESSION_LOADING_TIMEOUT_MS);
  const combined = AbortSignal.any([signal, deadline.signal]);
  try {
    for (;;) {
      try {
        return await getSession(combined);
      } catch (error) {
        if (deadline.signal.aborted) throw new SessionTimeoutError();
        if (signal.aborted || !isTransient(error)) throw error;
        // If the deadline passes while waiting, the next attempt fails at once and ends above.
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => loadSession(signal),
  // loadSession retries within its own deadline.
  retry: false,
  staleTime: 60_000,
  // Cookies can expire or be revoked elsewhere; looking again when the tab regains focus is
  // cheap. Sign-in and sign-out in other tabs arrive at once through the broadcast channel.
  refetchOnWindowFocus: true,
});
