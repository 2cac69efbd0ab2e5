import { ADMIN_KVKK_MESSAGES, type KvkkApplication } from '@arsamezat/shared/admin/admin-kvkk';
import { FileCheck2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useAnswerKvkk } from '../../api/admin-kvkk';

const DANGER_BUTTON =
  'inline-flex h-11 items-center justify-center rounded-xl bg-red-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-700 active:bg-red-800 disabled:opacity-50';

export type KvkkDecision = 'approve' | 'reject';

type AnswerDialogProps = {
  answer: { application: KvkkApplication; decision: KvkkDecision } | null;
  onClose: () => void;
};

/**
 * Approve: the person's data is anonymised at once, records the law keeps stay. Reject: a note
 * the member reads on their settings page. Both ask before doing anything.
 */
export function AnswerDialog({ answer, onClose }: AnswerDialogProps) {
  const mutation = useAnswerKvkk();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const approve = answer?.decision === 'approve';

  async function confirm() {
    if (!answer) return;
    setError(null);
    if (!approve && note.trim() === '') return setError(ADMIN_KVKK_MESSAGES.noteRequired);
    try {
      const result = await mutation.mutateAsync({
        id: answer.application.id,
        decision: answer.decision,
        note,
      });
      toast.success(result.message);
      setNote('');
      onClose();
    } catch (failure) {
      setError(
        ADMIN_KVKK_MESSAGES.answerFailed(
          failure instanceof ApiError ? failure.message : 'Bilinmeyen hata',
        ),
      );
    }
  }

  return (
    <AlertDialog.Root open={answer !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 shadow-raised">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <FileCheck2 aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 space-y-2">
              <AlertDialog.Title className="text-lg font-semibold text-ink-900">
                {approve ? 'Başvuruyu onayla ve anonimleştir' : 'Başvuruyu reddet'}
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-ink-600">
                {approve ? (
                  <>
                    <strong className="font-semibold break-words text-ink-800">
                      {answer.application.fullName}
                    </strong>{' '}
                    adlı kullanıcının adı, telefonu, e-postası ve adresi kalıcı olarak silinir,
                    oturumları kapatılır ve ayarları temizlenir. Teklif, teminat, ödeme ve denetim
                    kayıtları yasal saklama süresi (10 yıl) boyunca anonim olarak saklanır. Bu işlem
                    geri alınamaz.
                  </>
                ) : (
                  'Ret gerekçeniz kullanıcının Hesap Ayarları sayfasında gösterilir.'
                )}
              </AlertDialog.Description>
            </div>
          </div>
          <FormField label={approve ? 'Not (isteğe bağlı)' : 'Ret gerekçesi'} className="mt-5">
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={1000}
                className={`${inputClassName} h-auto py-2.5`}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </FormField>
          {error && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Vazgeç</Button>
            </AlertDialog.Cancel>
            {approve ? (
              <button
                type="button"
                className={DANGER_BUTTON}
                disabled={mutation.isPending}
                onClick={() => void confirm()}
              >
                {mutation.isPending ? 'İşleniyor...' : 'Evet, Onayla ve Anonimleştir'}
              </button>
            ) : (
              <Button disabled={mutation.isPending} onClick={() => void confirm()}>
                {mutation.isPending ? 'Gönderiliyor...' : 'Reddet'}
              </Button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
