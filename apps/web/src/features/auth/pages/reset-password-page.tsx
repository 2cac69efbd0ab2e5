import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthAlternateLink } from '../components/auth-alternate-link';
import { AuthPageHeader } from '../components/auth-page-header';
import { MembershipSoonNotice } from '../components/membership-soon-notice';

/** /reset-password, reached from the e-mail link. The form arrives with the Accounts issue. */
export function ResetPasswordPage() {
  useDocumentTitle('Yeni Şifre Belirle');
  return (
    <>
      <AuthPageHeader
        title="Yeni Şifre Belirle"
        subtitle="Hesabınız için yeni bir şifre oluşturun."
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
