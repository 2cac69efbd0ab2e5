import {
  LISTING_REVIEW_TEXTS,
  parseDepositInput,
  REVIEW_NOTES_MAX,
} from '@arsamezat/shared/admin/admin-listing-reviews';
import { CheckCircle2, Undo2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useApproveListing, useRejectListing, useReturnListing } from '../../api/listing-reviews';

export type ReviewDecision = 'approve' | 'return' | 'reject';

type ReviewDecisionDialogProps = {
  decision: ReviewDecision | null;
  listing: { id: string; title: string; firmTitle: string };
  /** The deposit the firm's listing carries now (kuruş), offered as the field's first value. */
  depositAmount: number;
  onClose: () => void;
  /** After the server accepted the decision. */
  onDecided: (decision: ReviewDecision) => void;
};

const kurusToInput = (kurus: number) =>
  kurus === 0 ? '' : (kurus / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 });

/**
 * The operator's three decisions on a firm's listing (issue 28), each confirmed: 'Onayla ve
 * Yayınla' asks for the deposit (the platform's service fee) and the tick that the authorisation
 * document was checked; 'Düzeltme İçin İade Et' needs notes, 'Reddet' a reason, which the firm
 * reads. A refusal of the server (another operator decided first, the end has passed) is shown
 * in the dialog.
 */
export function ReviewDecisionDialog(props: ReviewDecisionDialogProps) {
  const { decision, listing, onClose, onDecided } = props;
  const approve = useApproveListing();
  const sendBack = useReturnListing();
  const reject = useRejectListing();
  const [deposit, setDeposit] = useState(() => kurusToInput(props.depositAmount));
  const [checked, setChecked] = useState(false);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const pending = approve.isPending || sendBack.isPending || reject.isPending;
  const tickMissing = fieldError === LISTING_REVIEW_TEXTS.authorisationRequired;

  function close() {
    setError(null);
    setFieldError(null);
    onClose();
  }

  async function confirm() {
    setError(null);
    setFieldError(null);
    try {
      if (decision === 'approve') {
        const parsed = parseDepositInput(deposit);
        if ('error' in parsed) return setFieldError(parsed.error);
        if (!checked) return setFieldError(LISTING_REVIEW_TEXTS.authorisationRequired);
        await approve.mutateAsync({
          id: listing.id,
          depositAmount: parsed.kurus,
          authorisationChecked: true,
        });
        toast.success(LISTING_REVIEW_TEXTS.approved);
      } else if (decision === 'return') {
        if (notes.trim() === '') return setFieldError(LISTING_REVIEW_TEXTS.notesRequired);
        await sendBack.mutateAsync({ id: listing.id, notes: notes.trim() });
        toast.success(LISTING_REVIEW_TEXTS.returned);
      } else if (decision === 'reject') {
        if (notes.trim() === '') return setFieldError(LISTING_REVIEW_TEXTS.reasonRequired);
        await reject.mutateAsync({ id: listing.id, reason: notes.trim() });
        toast.success(LISTING_REVIEW_TEXTS.rejected);
      }
      if (decision) onDecided(decision);
      setNotes('');
      close();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'İşlem yapılamadı. Lütfen tekrar deneyin.',
      );
    }
  }

  const subject = (
    <>
      <strong className="font-semibold text-ink-800">{listing.firmTitle}</strong> firmasının “
      {listing.title}” ilanı
    </>
  );
  const copy = {
    approve: {
      title: LISTING_REVIEW_TEXTS.approve,
      description: (
        <p>
          {subject} yayınlanır ve başlangıç tarihinde teklife açılır. Firmanın ilan hakkı kullanılır
          ve firma bilgilendirilir.
        </p>
      ),
      icon: CheckCircle2,
      tone: 'primary' as const,
      confirmLabel: LISTING_REVIEW_TEXTS.approve,
      pendingLabel: 'Yayınlanıyor...',
    },
    return: {
      title: LISTING_REVIEW_TEXTS.return,
      description: (
        <p>
          {subject} düzeltme için firmaya geri gönderilir; ilan hakkı firmaya iade edilir. Notunuz
          firmaya iletilir.
        </p>
      ),
      icon: Undo2,
      tone: 'primary' as const,
      confirmLabel: LISTING_REVIEW_TEXTS.return,
      pendingLabel: 'Gönderiliyor...',
    },
    reject: {
      title: LISTING_REVIEW_TEXTS.reject,
      description: (
        <p>
          {subject} reddedilir ve yayınlanmaz; ilan hakkı firmaya iade edilir. Gerekçeniz firmaya
          iletilir.
        </p>
      ),
      icon: XCircle,
      tone: 'danger' as const,
      confirmLabel: LISTING_REVIEW_TEXTS.reject,
      pendingLabel: 'Reddediliyor...',
    },
  }[decision ?? 'approve'];

  return (
    <ConfirmDialog
      open={decision !== null}
      onClose={close}
      onConfirm={() => void confirm()}
      title={copy.title}
      description={copy.description}
      icon={copy.icon}
      tone={copy.tone}
      confirmLabel={copy.confirmLabel}
      pendingLabel={copy.pendingLabel}
      pending={pending}
    >
      <div className="space-y-4">
        {decision === 'approve' ? (
          <>
            <FormField
              label="Teminat tutarı (₺)"
              hint="Teminat, platformun hizmet bedelidir; katılımcılar teklif vermeden önce öder."
              error={fieldError && !tickMissing ? fieldError : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  className={inputClassName}
                  value={deposit}
                  onChange={(event) => setDeposit(event.target.value)}
                />
              )}
            </FormField>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-ink-200 p-3 text-sm text-ink-800">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                checked={checked}
                onChange={(event) => setChecked(event.target.checked)}
              />
              <span>{LISTING_REVIEW_TEXTS.authorisationChecked}</span>
            </label>
            {tickMissing && <p className="text-sm font-medium text-red-700">{fieldError}</p>}
          </>
        ) : (
          <FormField
            label={decision === 'reject' ? 'Ret gerekçesi' : 'Firmaya not'}
            error={fieldError ?? undefined}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={REVIEW_NOTES_MAX}
                className={`${inputClassName} h-auto py-2.5`}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
              />
            )}
          </FormField>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
