import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthAlternateLink } from '../components/auth-alternate-link';
import { AuthPageHeader } from '../components/auth-page-header';
import { MembershipSoonNotice } from '../components/membership-soon-notice';

/** /login. The sign-in form arrives with the Accounts issue (spec 01 §2 "Login screen"). */
export function LoginPage() {
  useDocumentTitle('Giriş Yap');
  return (
    <>
      <AuthPageHeader title="Giriş Yap" subtitle="Arazi ihale platformuna giriş yapın" />
      <MembershipSoonNotice />
      <AuthAlternateLink
        question="Hesabınız yok mu?"
        to={paths.signup}
        label="Yeni hesap oluşturun"
      />
    </>
  );
}
