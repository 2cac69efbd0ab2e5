import { ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useMyIdentity } from '../../../lib/identity/my-identity';
import { useMyFirmApplication } from '../api/firm-application';
import { ApplicationForm } from '../components/application-form';
import { ApplicationStatus } from '../components/application-status';

/**
 * /firm/apply 'Kurumsal Başvuru' (issue 28): a verified member's application form, or the status
 * of the application they made ('İnceleniyor', 'Eksik Belge' with the upload, 'Onaylandı',
 * 'Reddedildi' with the reason and a new application, 'Askıya Alındı').
 */
export function FirmApplyPage() {
  useDocumentTitle('Kurumsal Başvuru');
  const application = useMyFirmApplication();
  const identity = useMyIdentity();
  const [applyingAgain, setApplyingAgain] = useState(false);

  let body: ReactNode;
  if (application.isPending || identity.isPending) {
    body = <p className="text-sm text-ink-600">Yükleniyor...</p>;
  } else if (application.isError || identity.isError) {
    body = (
      <Notice tone="error" title="Başvuru bilgileriniz yüklenemedi.">
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => {
            void application.refetch();
            void identity.refetch();
          }}
        >
          Tekrar dene
        </button>
      </Notice>
    );
  } else {
    const current = application.data.application;
    const showForm = !current || (current.status === 'rejected' && applyingAgain);
    if (current && !showForm) {
      body = (
        <ApplicationStatus application={current} onApplyAgain={() => setApplyingAgain(true)} />
      );
    } else if (!identity.data.identity) {
      body = (
        <Card className="space-y-4 p-5 sm:p-6">
          <div className="flex gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-50 text-accent-600">
              <ShieldAlert aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 space-y-1">
              <h2 className="text-base font-semibold text-ink-900">Önce kimliğinizi doğrulayın</h2>
              <p className="text-sm text-ink-600">
                Kurumsal başvuru yapabilmek için önce kimliğinizi doğrulamanız gerekir. Kimlik
                doğrulamayı Profilim sayfasından birkaç dakikada tamamlayabilirsiniz.
              </p>
            </div>
          </div>
          <Link to={paths.profile} className={buttonClasses({ size: 'lg', fullWidth: true })}>
            Kimliğimi Doğrula
          </Link>
        </Card>
      );
    } else {
      body = (
        <Card className="p-5 sm:p-6">
          <ApplicationForm />
        </Card>
      );
    }
  }

  return (
    <Container width="narrow" className="py-8 sm:py-12">
      <header className="mb-6 space-y-2">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">Kurumsal Başvuru</h1>
        <p className="text-sm text-ink-600 sm:text-base">
          Arsalarınızı firmanız adına ilan etmek için firma hesabı açın. Başvurunuzu yöneticilerimiz
          inceler; onaylanan firmalar ilan paketleriyle ilan verebilir.
        </p>
      </header>
      {body}
    </Container>
  );
}
