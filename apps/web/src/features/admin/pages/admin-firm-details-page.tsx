import { formatPhone } from '@arsamezat/shared/accounts/phone';
import type { FirmDecision } from '@arsamezat/shared/admin/admin-firms';
import {
  FIRM_DOCUMENT_KIND_LABELS,
  FIRM_ROLE_LABELS,
} from '@arsamezat/shared/firms/firm-application';
import {
  ArrowLeft,
  Ban,
  CircleCheck,
  Download,
  FileWarning,
  PauseCircle,
  PlayCircle,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FirmStatusChip, formatFirmPhone } from '../../../components/firms/firm-status-chip';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatShortDateTime } from '../../../lib/format-date';
import { adminPaths } from '../admin-paths';
import { firmDocumentUrl, useAdminFirm } from '../api/admin-firms';
import { FirmDecisionDialog } from '../components/firms/firm-decision-dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { LoadError } from '../components/shell/load-states';

const REASON_TITLES = {
  needs_documents: 'İstenen belge',
  rejected: 'Ret gerekçesi',
  suspended: 'Askı gerekçesi',
} as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-500">{label}</dt>
      <dd className="font-medium break-words whitespace-pre-line text-ink-900">{children}</dd>
    </div>
  );
}

/** A firm for the operator: details, documents (download), members, and its decisions. */
export function AdminFirmDetailsPage() {
  const { id = '' } = useParams();
  const query = useAdminFirm(id);
  useDocumentTitle(query.data ? query.data.title : 'Firma');
  const [decision, setDecision] = useState<FirmDecision | null>(null);

  if (query.isPending) return <PageSpinner label="Firma Yükleniyor" />;
  if (query.isError) {
    return <LoadError text="Firma yüklenemedi." onRetry={() => void query.refetch()} />;
  }
  const firm = query.data;
  const waiting = firm.status === 'pending' || firm.status === 'needs_documents';
  const reasonTitle =
    firm.status in REASON_TITLES ? REASON_TITLES[firm.status as keyof typeof REASON_TITLES] : null;

  return (
    <div className="space-y-5">
      <Link
        to={adminPaths.firms}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Firmalar
      </Link>
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-xl font-bold break-words text-ink-900">{firm.title}</h2>
            <p className="text-sm text-ink-500">
              Başvuru: {formatShortDateTime(firm.createdAt)}
              {firm.applicantName && ` · ${firm.applicantName}`}
            </p>
          </div>
          <FirmStatusChip status={firm.status} />
        </div>
        {reasonTitle && firm.statusReason && (
          <div className="rounded-xl bg-ink-50 px-4 py-3 text-sm">
            <p className="font-semibold text-ink-900">{reasonTitle}</p>
            <p className="mt-1 break-words whitespace-pre-line text-ink-700">{firm.statusReason}</p>
          </div>
        )}
        {firm.decidedAt && firm.decidedByName && (
          <p className="text-xs text-ink-500">
            Son karar: {firm.decidedByName}, {formatShortDateTime(firm.decidedAt)}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {waiting && (
            <>
              <Button onClick={() => setDecision('approve')}>
                <CircleCheck aria-hidden />
                Onayla
              </Button>
              <Button variant="outline" onClick={() => setDecision('request-documents')}>
                <FileWarning aria-hidden />
                Eksik Belge İste
              </Button>
              <Button variant="outline" onClick={() => setDecision('reject')}>
                <Ban aria-hidden />
                Reddet
              </Button>
            </>
          )}
          {firm.status === 'approved' && (
            <Button variant="outline" onClick={() => setDecision('suspend')}>
              <PauseCircle aria-hidden />
              Askıya Al
            </Button>
          )}
          {firm.status === 'suspended' && (
            <Button onClick={() => setDecision('reinstate')}>
              <PlayCircle aria-hidden />
              Askıyı Kaldır
            </Button>
          )}
        </div>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <h3 className="text-base font-semibold text-ink-900">Firma Bilgileri</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label="Vergi Dairesi">{firm.taxOffice}</Detail>
            <Detail label="Vergi Kimlik Numarası">{firm.taxNumber}</Detail>
            <Detail label="MERSİS Numarası">{firm.mersisNo ?? '—'}</Detail>
            <Detail label="Başvuranın Görevi">{firm.applicantRole}</Detail>
            <Detail label="Telefon">{formatFirmPhone(firm.phone)}</Detail>
            <Detail label="E-posta">{firm.email}</Detail>
            <div className="sm:col-span-2">
              <Detail label="Adres">{firm.address}</Detail>
            </div>
          </dl>
        </Card>

        <Card className="p-5 sm:p-6">
          <h3 className="text-base font-semibold text-ink-900">Belgeler</h3>
          <ul className="mt-2 divide-y divide-ink-100">
            {firm.documents.map((document) => (
              <li key={document.id} className="flex items-center gap-3 py-2.5">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-ink-900">
                    {FIRM_DOCUMENT_KIND_LABELS[document.kind]}
                  </p>
                  <p className="break-all text-ink-600">{document.fileName}</p>
                  <p className="text-xs text-ink-500">{formatShortDateTime(document.createdAt)}</p>
                </div>
                <a
                  href={firmDocumentUrl(firm.id, document.id)}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-ink-200 text-brand-700 hover:bg-ink-50"
                  aria-label={`${FIRM_DOCUMENT_KIND_LABELS[document.kind]} indir`}
                >
                  <Download aria-hidden className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <Card className="p-5 sm:p-6">
        <h3 className="text-base font-semibold text-ink-900">Firma Kullanıcıları</h3>
        <ul className="mt-2 divide-y divide-ink-100">
          {firm.members.map((member) => (
            <li
              key={member.userId}
              className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm"
            >
              <Link
                to={adminPaths.user(member.userId)}
                className="font-medium break-words text-brand-700 hover:underline"
              >
                {member.fullName}
              </Link>
              <span className="text-ink-600">
                {formatPhone(member.phone)} · {FIRM_ROLE_LABELS[member.role]}
              </span>
            </li>
          ))}
          {firm.members.length === 0 && (
            <li className="py-2.5 text-sm text-ink-600">Bu firmaya bağlı kullanıcı yok.</li>
          )}
        </ul>
      </Card>

      <FirmDecisionDialog firm={firm} decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}
