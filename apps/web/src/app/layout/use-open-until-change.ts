import { useCallback, useState } from 'react';

/**
 * Open/closed state for a menu or drawer that must close by itself when `token` changes
 * (spec 01: "Drawer and user menu close on route change and on auth change"). The state is
 * reset while rendering under a new token (React's "adjust state on prop change" pattern), so
 * no effect races the navigation, and going back to an earlier location does not reopen it.
 */
export function useOpenUntilChange(
  token: string,
  /** Open on the first render (a tap on the stand-in button before the menu's chunk came). */
  openAtStart = false,
): [boolean, (open: boolean) => void] {
  const [state, setState] = useState({ open: openAtStart, token });
  if (state.token !== token) setState({ open: false, token });
  const setOpen = useCallback((open: boolean) => setState({ open, token }), [token]);
  return [state.open && state.token === token, setOpen];
}
