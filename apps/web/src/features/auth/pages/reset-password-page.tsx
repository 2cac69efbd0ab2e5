import { AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { confirmEmailReset } from '../api/password-reset';
import { AuthAlternateLink } from '../components/auth-alternate-link';
import { AuthPageHeader } from '../components/auth-page-header';
import { NewPasswordForm, PasswordRequirements } from '../components/new-password-form';
import { useSessionsEnded } from '../hooks/use-sessions-ended';
import { linkResetFailure, type LinkResetFailure } from '../lib/error-messages';
import {
  forgetResetLinkInAddressBar,
  readResetLink,
  RESET_LINK_MALFORMED,
  RESET_LINK_MISSING,
} from '../lib/reset-link';

/** Spec 01 §9: after success the screen moves on to /login after this long. */
export const RESET_REDIRECT_MS = 3000;

/**
 * /reset-password, opened from the e-mail link (spec 01 §2, §8 "Reset by link"). The token is
 * read once from the hash and removed from the address bar; it goes to the server only in the
 * body of the request that sets the new password.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Yeni Şifre Belirle');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const sessionsEnded = useSessionsEnded();
  const [link] = useState(() => readResetLink(hash));
  const [failure, setFailure] = useState<LinkResetFailure | null>(null);
  const [done, setDone] = useState(false);

  useEffect(forgetResetLinkInAddressBar, []);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => void navigate(paths.login, { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (password: string) => {
    if (link.status !== 'valid') return;
    setFailure(null);
    try {
      await confirmEmailReset({ token: link.token, password });
      sessionsEnded();
      setDone(true);
    } catch (error) {
      setFailure(linkResetFailure(error));
    }
  };

  const linkProblem =
    link.status === 'missing'
      ? RESET_LINK_MISSING
      : link.status === 'malformed'
        ? RESET_LINK_MALFORMED
        : null;

  return (
    <>
      <AuthPageHeader
        title="Yeni Şifre Belirle"
        subtitle="Hesabınız için yeni bir şifre oluşturun."
      />
      {done ? (
        <div role="status" className="space-y-3">
          <Notice tone="success" title={M.linkResetSuccess}>
            <p>Giriş sayfasına yönlendiriliyorsunuz...</p>
          </Notice>
        </div>
      ) : linkProblem ? (
        <Notice tone="error" title={linkProblem}>
          <RequestNewLink />
        </Notice>
      ) : (
        <div className="space-y-5">
          {failure && (
            <Notice tone="error" title={failure.message}>
              {failure.linkExpired && <RequestNewLink />}
            </Notice>
          )}
          <NewPasswordForm
            onSubmit={onSubmit}
            onEdit={() => setFailure(null)}
            requirements={<PasswordRequirements differFromOld />}
          />
        </div>
      )}
      <AuthAlternateLink
        question="Şifrenizi hatırladınız mı?"
        to={paths.login}
        label="Giriş yapın"
      />
    </>
  );
}

function RequestNewLink() {
  return (
    <p>
      <Link
        to={paths.forgotPassword}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        Yeni bir şifre sıfırlama bağlantısı isteyin
      </Link>
    </p>
  );
}
