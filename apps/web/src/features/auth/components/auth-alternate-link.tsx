import { Link } from 'react-router';

type AuthAlternateLinkProps = { question: string; to: string; label: string };

/** The line under an account card pointing to the sibling screen ('Hesabınız yok mu? …'). */
export function AuthAlternateLink({ question, to, label }: AuthAlternateLinkProps) {
  return (
    <p className="mt-6 border-t border-ink-100 pt-5 text-center text-sm text-ink-600">
      {question}{' '}
      <Link to={to} className="font-semibold text-brand-700 hover:underline">
        {label}
      </Link>
    </p>
  );
}
