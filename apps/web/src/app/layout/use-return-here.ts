import { returnPathFrom } from '@arsamezat/shared/accounts/return-path';
import { useLocation } from 'react-router';

/**
 * The page a sign-in started here comes back to (decision 031): this page with its query, or on
 * a sign-in page the page that one returns to. Path and query only, so the link the server
 * draws is the one the browser hydrates (the fragment never reaches the server).
 */
export function useReturnHere(): string | null {
  return returnPathFrom(useLocation());
}
