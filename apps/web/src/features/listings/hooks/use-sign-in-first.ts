import { loginPathFor } from '@arsamezat/shared/accounts/return-path';
import { useLocation, useNavigate } from 'react-router';
import { rememberPendingAction, type PendingAction } from '../lib/pending-action';

/**
 * For a guest's press on a member's button: remember what they wanted and send them to sign in
 * with this page as `?next=` (decision 031); back here, the button finishes the action.
 */
export function useSignInFirst() {
  const navigate = useNavigate();
  const location = useLocation();
  return (action: PendingAction) => {
    rememberPendingAction(action);
    void navigate(loginPathFor(`${location.pathname}${location.search}`));
  };
}
