import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { AuthAlternateLink } from '../components/auth-alternate-link';
import { AuthPageHeader } from '../components/auth-page-header';
import { CodeStep } from '../components/forgot-password/code-step';
import { ConfirmStep } from '../components/forgot-password/confirm-step';
import { IdentifierStep } from '../components/forgot-password/identifier-step';
import { NewPasswordForm, PasswordRequirements } from '../components/new-password-form';
import { useForgotPassword, type ForgotPassword } from '../hooks/use-forgot-password';

/**
 * /forgot-password (spec 01 §2, §4): by phone — identifier, confirm, code, new password,
 * success; by e-mail — identifier, confirm, link sent. `?phone=` / `?email=` start at confirm.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Şifremi Unuttum');
  const flow = useForgotPassword();
  return (
    <>
      <AuthPageHeader
        title="Şifremi Unuttum"
        subtitle="Telefon numaranız veya e-posta adresinizle hesabınıza yeniden erişin."
      />
      <CurrentStep flow={flow} />
      <AuthAlternateLink
        question="Şifrenizi hatırladınız mı?"
        to={paths.login}
        label="Giriş yapın"
      />
    </>
  );
}

function CurrentStep({ flow }: { flow: ForgotPassword }) {
  switch (flow.step) {
    case 'identifier':
      return <IdentifierStep flow={flow} />;
    case 'confirm':
      return <ConfirmStep flow={flow} />;
    case 'otp':
      return <CodeStep flow={flow} />;
    case 'new_password':
      return (
        <div className="space-y-5">
          {flow.info && <Notice tone="success" title={flow.info} />}
          {flow.error && <Notice tone="error" title={flow.error} />}
          <NewPasswordForm
            onSubmit={flow.setNewPassword}
            onEdit={flow.clearError}
            requirements={<PasswordRequirements />}
          />
        </div>
      );
    case 'success':
    case 'sent':
      return (
        <div className="space-y-5">
          <div role="status">{flow.info && <Notice tone="success" title={flow.info} />}</div>
          {flow.step === 'sent' && (
            <p className="text-sm text-ink-600">
              Bağlantı 60 dakika geçerlidir ve bir kez kullanılabilir. E-posta birkaç dakika içinde
              gelmezse gereksiz (spam) klasörünüze de bakın.
            </p>
          )}
          <Button asChild size="lg" fullWidth>
            <Link to={paths.login}>
              <LogIn aria-hidden />
              Giriş Yap
            </Link>
          </Button>
        </div>
      );
  }
}
