import {
  FIRM_DOCUMENT_KIND_LABELS,
  type FirmApplication,
  type FirmStatus,
} from '@arsamezat/shared/firms/firm-application';
import { FirmStatusChip, formatFirmPhone } from '../../../components/firms/firm-status-chip';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { MissingDocumentForm } from './missing-document-form';

const TEXTS: Record<FirmStatus, string> = {
  pending:
    'Başvurunuz yöneticilerimiz tarafından inceleniyor. Sonuç e-posta ve bildirim ile size iletilecek.',
  needs_documents:
    'Başvurunuzu tamamlamak için bir belge daha gerekiyor. Belgeyi yüklediğinizde başvurunuz yeniden incelemeye alınır.',
  approved:
    "Firma hesabınız onaylandı. Firma Paneli'nden ilanlarınızı oluşturabilir ve firmanıza kullanıcı ekleyebilirsiniz.",
  rejected: 'Başvurunuz reddedildi. Eksikleri giderdikten sonra yeniden başvurabilirsiniz.',
  suspended:
    'Firma hesabınız askıya alındı. Yayındaki ilanlarınız yerinde kalır; askı kalkana kadar yeni ilan onaya gönderemezsiniz.',
};

const REASON_TITLES: Partial<Record<FirmStatus, string>> = {
  needs_documents: 'İstenen belge',
  rejected: 'Ret gerekçesi',
  suspended: 'Askı gerekçesi',
};

/** The applicant's view of their application or firm: status, the operator's note, details, documents. */
export function ApplicationStatus({
  application: a,
  onApplyAgain,
}: {
  application: FirmApplication;
  onApplyAgain?: () => void;
}) {
  const reasonTitle = REASON_TITLES[a.status];
  return (
    <div className="space-y-5">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-ink-500">Başvuru Durumu</p>
            <h2 className="text-lg font-semibold break-words text-ink-900">{a.title}</h2>
          </div>
          <FirmStatusChip status={a.status} />
        </div>
        <p className="text-sm text-ink-700">{TEXTS[a.status]}</p>
        {reasonTitle && a.statusReason && (
          <div className="rounded-xl bg-ink-50 px-4 py-3 text-sm">
            <p className="font-semibold text-ink-900">{reasonTitle}</p>
            <p className="mt-1 break-words whitespace-pre-line text-ink-700">{a.statusReason}</p>
          </div>
        )}
        {a.status === 'approved' && (
          <Link to={paths.firm} className={buttonClasses({ size: 'lg', fullWidth: true })}>
            Firma Paneline Git
          </Link>
        )}
        {a.status === 'rejected' && onApplyAgain && (
          <button
            type="button"
            onClick={onApplyAgain}
            className={buttonClasses({ size: 'lg', fullWidth: true })}
          >
            Yeniden Başvur
          </button>
        )}
      </Card>

      {a.status === 'needs_documents' && a.role === 'owner' && (
        <Card className="space-y-4 p-5 sm:p-6">
          <h2 className="text-base font-semibold text-ink-900">Eksik Belgeyi Yükleyin</h2>
          <MissingDocumentForm />
        </Card>
      )}

      <Card className="p-5 sm:p-6">
        <h2 className="text-base font-semibold text-ink-900">Başvuru Bilgileri</h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Detail label="Vergi Dairesi" value={a.taxOffice} />
          <Detail label="Vergi Kimlik Numarası" value={a.taxNumber} />
          {a.mersisNo && <Detail label="MERSİS Numarası" value={a.mersisNo} />}
          <Detail label="Telefon" value={formatFirmPhone(a.phone)} />
          <Detail label="E-posta" value={a.email} />
          <Detail label="Göreviniz" value={a.applicantRole} />
          <Detail label="Başvuru Tarihi" value={formatDate(a.createdAt)} />
          <div className="sm:col-span-2">
            <Detail label="Adres" value={a.address} />
          </div>
        </dl>
        <h3 className="mt-5 text-sm font-semibold text-ink-900">Belgeler</h3>
        <ul className="mt-2 divide-y divide-ink-100 text-sm">
          {a.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-medium text-ink-800">
                {FIRM_DOCUMENT_KIND_LABELS[document.kind]}
              </span>
              <span className="min-w-0 break-all text-ink-600">{document.fileName}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-500">{label}</dt>
      <dd className="font-medium break-words whitespace-pre-line text-ink-900">{value}</dd>
    </div>
  );
}
