import {
  DELETION_ANSWER_DAYS,
  DELETION_STATUS_LABELS,
  type DeletionRequest,
} from '@arsamezat/shared/member/settings';
import { FileClock, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { useCreateDeletionRequest, useDeletionRequest } from '../api/deletion-request';

const DANGER_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-red-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-700 active:bg-red-800 disabled:opacity-50';

function RequestStatus({ request }: { request: DeletionRequest }) {
  return (
    <div className="rounded-xl border border-ink-100 bg-ink-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        <FileClock aria-hidden className="size-5 text-brand-600" />
        Hesap silme başvurunuz
      </p>
      <dl className="mt-3 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-ink-500">Durum</dt>
        <dd className="font-medium text-ink-900">{DELETION_STATUS_LABELS[request.status]}</dd>
        <dt className="text-ink-500">Başvuru tarihi</dt>
        <dd className="text-ink-800">{formatDate(request.createdAt)}</dd>
        <dt className="text-ink-500">
          {request.answeredAt ? 'Yanıt tarihi' : 'En geç yanıt tarihi'}
        </dt>
        <dd className="text-ink-800">{formatDate(request.answeredAt ?? request.answerDueAt)}</dd>
        {request.answerNote ? (
          <>
            <dt className="text-ink-500">Yanıt</dt>
            <dd className="whitespace-pre-line text-ink-800">{request.answerNote}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

/**
 * Account deletion (spec 02 §2.7, decision 021): a confirm dialog, then a recorded KVKK
 * application answered within 30 days, whose status the member sees here.
 */
export function DeletionSection() {
  const query = useDeletionRequest();
  const mutation = useCreateDeletionRequest();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  async function apply() {
    setFailed(false);
    try {
      await mutation.mutateAsync({});
      setOpen(false);
    } catch {
      setFailed(true);
    }
  }

  if (query.isPending) return <Spinner label="Başvuru durumu yükleniyor..." />;
  if (query.isError) {
    return <Notice tone="error" title="Başvuru durumunuz yüklenemedi. Lütfen tekrar deneyin." />;
  }
  const request = query.data;
  const pending = request?.status === 'received';
  return (
    <section aria-labelledby="deletion-title" className="space-y-4">
      <h3 id="deletion-title" className="font-semibold text-ink-900">
        Hesabımı Sil
      </h3>
      <p className="text-sm text-ink-600">
        KVKK kapsamında hesabınızın ve kişisel verilerinizin silinmesini talep edebilirsiniz.
        Başvurunuz kayda alınır ve en geç {DELETION_ANSWER_DAYS} gün içinde yanıtlanır. Yasal
        saklama yükümlülüğü olan kayıtlar (ödeme ve teminat kayıtları gibi) süresi dolana kadar
        saklanır. Ayrıntılar için{' '}
        <Link to={paths.kvkk} className="font-medium text-brand-700 hover:underline">
          KVKK Aydınlatma Metni
        </Link>
        .
      </p>
      {request && <RequestStatus request={request} />}
      {failed && (
        <Notice tone="error" title="Başvurunuz kaydedilemedi. Lütfen daha sonra tekrar deneyin." />
      )}
      {!pending && (
        <button type="button" className={DANGER_BUTTON} onClick={() => setOpen(true)}>
          <Trash2 aria-hidden className="size-4" />
          Hesap Silme Başvurusu Yap
        </button>
      )}
      <ConfirmDialog
        open={open && !pending}
        onClose={() => setOpen(false)}
        onConfirm={() => void apply()}
        icon={TriangleAlert}
        tone="danger"
        title="Hesabınızı silmek istiyor musunuz?"
        description={
          <p>
            Hesap silme başvurunuz kayda alınacak ve en geç {DELETION_ANSWER_DAYS} gün içinde
            sonuçlandırılacak. Başvurunun durumunu bu sayfadan izleyebilirsiniz.
          </p>
        }
        confirmLabel="Evet, Başvur"
        pendingLabel="Gönderiliyor..."
        pending={mutation.isPending}
      />
    </section>
  );
}
