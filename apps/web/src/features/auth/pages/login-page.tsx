import type { TwoFactorChallenge } from '@arsamezat/shared/accounts/two-factor';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthAlternateLink } from '../components/auth-alternate-link';
import { AuthPageHeader } from '../components/auth-page-header';
import { LoginForm } from '../components/login-form';
import { TwoFactorStep } from '../components/two-factor-step';
import { useAuth } from '../../../lib/session/use-auth';
import { useReturnPath } from '../hooks/use-return-path';

/** /login (spec 01 §2 "Login screen"). A member who is already signed in goes home. */
export function LoginPage() {
  useDocumentTitle('Giriş Yap');
  const auth = useAuth();
  const returnTo = useReturnPath();
  const [twoFactor, setTwoFactor] = useState<TwoFactorChallenge | null>(null);
  if (auth.status === 'authenticated') return <Navigate to={returnTo} replace />;
  return (
    <>
      <AuthPageHeader title="Giriş Yap" subtitle="Arazi ihale platformuna giriş yapın" />
      {twoFactor ? (
        <TwoFactorStep challenge={twoFactor} onBack={() => setTwoFactor(null)} />
      ) : (
        <LoginForm onTwoFactor={setTwoFactor} />
      )}
      <AuthAlternateLink
        question="Hesabınız yok mu?"
        to={paths.signup}
        label="Yeni hesap oluşturun"
      />
    </>
  );
}
