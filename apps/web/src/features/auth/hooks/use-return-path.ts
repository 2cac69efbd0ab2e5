import { RETURN_PARAM, safeReturnPath } from '@arsamezat/shared/accounts/return-path';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';

/** Where signing in ends: the page in `?next=` when it is a path of this site, else `/`. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM)) ?? paths.home;
}
