import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthAlternateLink } from '../components/auth-alternate-link';
import { AuthPageHeader } from '../components/auth-page-header';
import { MembershipSoonNotice } from '../components/membership-soon-notice';

/** /forgot-password. Recovery by phone code or e-mail arrives with the Accounts issue. */
export function ForgotPasswordPage() {
  useDocumentTitle('Şifremi Unuttum');
  return (
    <>
      <AuthPageHeader
        title="Şifremi Unuttum"
        subtitle="Telefon numaranız veya e-posta adresinizle hesabınıza yeniden erişin."
      />
      <MembershipSoonNotice />
      <AuthAlternateLink
        question="Şifrenizi hatırladınız mı?"
        to={paths.login}
        label="Giriş yapın"
      />
    </>
  );
}
