import { RETURN_PARAM, safeReturnPath } from '@arsamezat/shared/accounts/return-path';
import { Link, useSearchParams } from 'react-router';

type AuthAlternateLinkProps = { question: string; to: string; label: string };

/**
 * The line under an account card pointing to the sibling screen ('Hesabınız yok mu? …'). The
 * page to return to after signing in (`?next=`) goes along, so a member who signs up instead
 * still comes back to it (decision 031).
 */
export function AuthAlternateLink({ question, to, label }: AuthAlternateLinkProps) {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(RETURN_PARAM));
  const target = next ? `${to}?${RETURN_PARAM}=${encodeURIComponent(next)}` : to;
  return (
    <p className="mt-6 border-t border-ink-100 pt-5 text-center text-sm text-ink-600">
      {question}{' '}
      <Link to={target} className="font-semibold text-brand-700 hover:underline">
        {label}
      </Link>
    </p>
  );
}
