import { PROFILE_MESSAGES } from '@arsamezat/shared/member/users';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { confirmEmail } from '../api/email-verification';
import { memberKeys } from '../api/member-keys';

/** The token from '#token=…' (a hash never reaches a server log or a Referer header). */
const readToken = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/**
 * /verify-email, opened from the link in the verification e-mail (issue #10): 'E-posta
 * doğrulaması işleniyor...' while the server checks the token, then the result.
 */
export function VerifyEmailPage() {
  useDocumentTitle('E-posta Doğrulama');
  const [token] = useState(readToken);
  // Once read, the token leaves the address bar (and the history entry).
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);
  const query = useQuery({
    queryKey: [...memberKeys.all, 'verify-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (query.isPending) return <PageSpinner label={PROFILE_MESSAGES.verifying} />;
  const ok = query.isSuccess;
  const message = ok
    ? PROFILE_MESSAGES.verified
    : query.error instanceof ApiError && query.error.status === 400
      ? query.error.message
      : 'E-posta doğrulanırken bir hata oluştu. Lütfen daha sonra tekrar deneyin.';
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <div className="space-y-5 text-center">
      <Icon aria-hidden className={`mx-auto size-12 ${ok ? 'text-brand-600' : 'text-red-600'}`} />
      <h1 className="text-2xl font-bold text-ink-900">
        {ok ? 'E-posta Doğrulandı' : 'E-posta Doğrulanamadı'}
      </h1>
      <p role={ok ? 'status' : 'alert'} className="text-sm text-ink-700">
        {message}
        {ok && query.data && (
          <>
            <br />
            <strong className="break-all">{query.data}</strong>
          </>
        )}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={paths.profile}>Profilime Git</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.home}>Anasayfaya Dön</Link>
        </Button>
      </div>
    </div>
  );
}
