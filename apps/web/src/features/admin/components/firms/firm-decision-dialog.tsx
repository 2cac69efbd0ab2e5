import { FIRM_LIMITS, FIRM_MESSAGES } from '@arsamezat/shared/firms/firm-application';
import type { AdminFirm, FirmDecision } from '@arsamezat/shared/admin/admin-firms';
import {
  Ban,
  CircleCheck,
  FileWarning,
  PauseCircle,
  PlayCircle,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useDecideFirm } from '../../api/admin-firms';

type Look = {
  title: string;
  icon: LucideIcon;
  tone: 'primary' | 'danger';
  confirm: string;
  pending: string;
  done: string;
  /** The note's label when the decision needs one. */
  reason?: string;
  text: (title: string) => string;
};

const LOOKS: Record<FirmDecision, Look> = {
  approve: {
    title: 'Firmayı onayla',
    icon: CircleCheck,
    tone: 'primary',
    confirm: 'Onayla',
    pending: 'Onaylanıyor...',
    done: 'Firma onaylandı.',
    text: (t) =>
      `${t} onaylanacak: ilan paketi alabilir ve ilanlarını onaya gönderebilir. Başvuru sahibine e-posta ve bildirim gider.`,
  },
  'request-documents': {
    title: 'Eksik belge iste',
    icon: FileWarning,
    tone: 'primary',
    confirm: 'Eksik Belge İste',
    pending: 'Gönderiliyor...',
    done: 'Eksik belge istendi.',
    reason: 'Hangi belge eksik?',
    text: (t) =>
      `${t} için başvuru sahibinden belge istenecek. Notunuz başvuru sayfasında ve e-postada gösterilir.`,
  },
  reject: {
    title: 'Başvuruyu reddet',
    icon: Ban,
    tone: 'danger',
    confirm: 'Reddet',
    pending: 'Reddediliyor...',
    done: 'Başvuru reddedildi.',
    reason: 'Ret gerekçesi',
    text: (t) =>
      `${t} başvurusu reddedilecek. Gerekçeniz başvuru sahibine gösterilir; yeniden başvurabilir.`,
  },
  suspend: {
    title: 'Firmayı askıya al',
    icon: PauseCircle,
    tone: 'danger',
    confirm: 'Askıya Al',
    pending: 'Askıya alınıyor...',
    done: 'Firma askıya alındı.',
    reason: 'Askı gerekçesi',
    text: (t) =>
      `${t} askıya alınacak: yayındaki ilanları yerinde kalır, yeni ilan onaya gönderemez. Firma sahibine gerekçeyle birlikte bildirilir.`,
  },
  reinstate: {
    title: 'Askıyı kaldır',
    icon: PlayCircle,
    tone: 'primary',
    confirm: 'Askıyı Kaldır',
    pending: 'Kaldırılıyor...',
    done: 'Firmanın askısı kaldırıldı.',
    text: (t) => `${t} yeniden onaylı duruma geçecek ve ilanlarını onaya gönderebilecek.`,
  },
};

/** Every decision on a firm, confirmed with the firm's name; the three that need a note ask for it. */
export function FirmDecisionDialog({
  firm,
  decision,
  onClose,
}: {
  firm: AdminFirm;
  decision: FirmDecision | null;
  onClose: () => void;
}) {
  const mutation = useDecideFirm();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const look = LOOKS[decision ?? 'approve'];

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  function confirm() {
    if (!decision) return;
    setError(null);
    const note = reason.trim();
    if (look.reason && note.length < FIRM_LIMITS.reasonMin) {
      return setError(note === '' ? FIRM_MESSAGES.reasonRequired : FIRM_MESSAGES.reasonShort);
    }
    mutation.mutate(
      { id: firm.id, decision, ...(look.reason ? { reason: note } : {}) },
      {
        onSuccess: () => {
          toast.success(look.done);
          close();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : 'İşlem yapılamadı.'),
      },
    );
  }

  return (
    <ConfirmDialog
      open={decision !== null}
      onClose={close}
      onConfirm={confirm}
      title={look.title}
      description={
        <p>
          <strong className="font-semibold text-ink-800">{firm.title}</strong>
          {look.text('')}
        </p>
      }
      icon={look.icon}
      tone={look.tone}
      confirmLabel={look.confirm}
      pendingLabel={look.pending}
      pending={mutation.isPending}
    >
      {look.reason && (
        <FormField label={look.reason} error={error ?? undefined}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={FIRM_LIMITS.reasonMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={`${inputClassName} h-auto py-2.5`}
            />
          )}
        </FormField>
      )}
      {!look.reason && error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
