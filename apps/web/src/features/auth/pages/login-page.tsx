import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthAlternateLink } from '../components/auth-alternate-link';
import { AuthPageHeader } from '../components/auth-page-header';
import { LoginForm } from '../components/login-form';
import { useAuth } from '../../../lib/session/use-auth';

/** /login (spec 01 §2 "Login screen"). A member who is already signed in goes home. */
export function LoginPage() {
  useDocumentTitle('Giriş Yap');
  const auth = useAuth();
  if (auth.status === 'authenticated') return <Navigate to={paths.home} replace />;
  return (
    <>
      <AuthPageHeader title="Giriş Yap" subtitle="Arazi ihale platformuna giriş yapın" />
      <LoginForm />
      <AuthAlternateLink
        question="Hesabınız yok mu?"
        to={paths.signup}
        label="Yeni hesap oluşturun"
      />
    </>
  );
}
