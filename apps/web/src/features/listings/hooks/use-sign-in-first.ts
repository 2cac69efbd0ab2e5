import { loginPathFor } from '@arsamezat/shared/accounts/return-path';
import { useLocation, useNavigate } from 'react-router';
import { rememberPendingAction, type PendingAction } from '../lib/pending-action';

/**
 * For a guest's press on a member's button: the sign-in page with this page as `?next=`
 * (decision 031), as `href` for a link the server can draw (decision 063), and `go`, which
 * remembers what the guest wanted and goes there; back here, the button finishes the action.
 */
export function useSignInFirst() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const href = loginPathFor(`${pathname}${search}`);
  return {
    href,
    remember: rememberPendingAction,
    go(action: PendingAction) {
      rememberPendingAction(action);
      void navigate(href);
    },
  };
}
