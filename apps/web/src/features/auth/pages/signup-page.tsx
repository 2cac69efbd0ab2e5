import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthAlternateLink } from '../components/auth-alternate-link';
import { AuthPageHeader } from '../components/auth-page-header';
import { MembershipSoonNotice } from '../components/membership-soon-notice';

/** /signup. The two-step registration arrives with the Accounts issue (spec 01 §2). */
export function SignupPage() {
  useDocumentTitle('Kayıt Ol');
  return (
    <>
      <AuthPageHeader
        title="Kayıt Ol"
        subtitle="Üyelik ücretsizdir; telefon numaranızla hesap oluşturup ihalelere katılın."
      />
      <MembershipSoonNotice />
      <AuthAlternateLink question="Zaten hesabınız var mı?" to={paths.login} label="Giriş yapın" />
    </>
  );
}
