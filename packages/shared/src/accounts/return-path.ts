/**
 * Where a sign-in returns to (decision 031): the page the member was on, given to /login as
 * `?next=`. Only a path of this site is taken — a single leading '/', not '//' or '/\' (which
 * browsers read as another host), no scheme, no control characters or spaces, bounded — so the
 * parameter cannot send anyone elsewhere. The sign-in pages themselves are not a destination.
 */

export const RETURN_PARAM = 'next';
const MAX_RETURN_PATH = 2048;
const AUTH_PAGES = ['/login', '/signup', '/forgot-password', '/reset-password'];

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH)
    return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  return value;
}

/** `page?next=<path>` for a safe return path, or the page alone when there is none. */
function withReturnPath(page: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${page}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : page;
}

/** '/login?next=%2Fauctions%2F…' for a page, or '/login' when the page is not a valid return. */
export function loginPathFor(returnTo: string | null | undefined): string {
  return withReturnPath('/login', returnTo);
}

/** The sign-up page with the same return path: registration ends there too (decision 031). */
export function signupPathFor(returnTo: string | null | undefined): string {
  return withReturnPath('/signup', returnTo);
}

/**
 * The page a sign-in started from `location` should come back to: that page itself (path and
 * query; the fragment never reaches the server, so a server-rendered link leaves it out), or,
 * on a sign-in page, the page it was already going to return to.
 */
export function returnPathFrom(location: { pathname: string; search: string }): string | null {
  return (
    safeReturnPath(`${location.pathname}${location.search}`) ??
    safeReturnPath(new URLSearchParams(location.search).get(RETURN_PARAM))
  );
}
