import { ADMIN_PAYMENT_MESSAGES, type AdminPayment } from '@arsamezat/shared/admin/admin-payments';
import { formatTl } from '@arsamezat/shared/core/money';
import { Landmark } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type SyntheticEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useCompleteManualPayment } from '../../api/admin-payments';

/** '25.000' or '25000,50' (Turkish) → kuruş; null when it is not an amount. */
export function parseLira(input: string): number | null {
  const cleaned = input.replace(/[\s₺]/g, '').replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

type ManualPaymentDialogProps = { payment: AdminPayment | null; onClose: () => void };

/**
 * Records a bank transfer (EFT/havale) as the payment of its deposit (decision 024). The admin
 * types the amount received, which must be the payment's, and a note (bank, date, receipt no).
 */
export function ManualPaymentDialog({ payment, onClose }: ManualPaymentDialogProps) {
  const mutation = useCompleteManualPayment();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});

  function close() {
    setAmount('');
    setNote('');
    setErrors({});
    onClose();
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!payment) return;
    const kurus = parseLira(amount);
    const found: typeof errors = {};
    if (kurus === null) found.amount = ADMIN_PAYMENT_MESSAGES.amountInvalid;
    else if (kurus !== payment.amount) found.amount = ADMIN_PAYMENT_MESSAGES.amountMismatch;
    if (note.trim().length < 5) found.note = ADMIN_PAYMENT_MESSAGES.noteRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || kurus === null) return;
    try {
      const done = await mutation.mutateAsync({ paymentId: payment.id, amount: kurus, note });
      toast.success(done.message);
      close();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : undefined;
      toast.error(ADMIN_PAYMENT_MESSAGES.updateFailed, { description: message, duration: 8000 });
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
    }
  }

  return (
    <Dialog.Root
      open={payment !== null}
      onOpenChange={(open) => !open && !mutation.isPending && close()}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 shadow-raised">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Landmark aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-ink-900">
                Havale/EFT ile ödendi olarak işaretle
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-words text-ink-600">
                {payment?.member.fullName} — {payment?.listing?.title}. Teminat tamamlanır ve üye
                teklif verebilir. Beklenen tutar:{' '}
                <strong className="text-ink-900">{formatTl(payment?.amount)}</strong>
              </Dialog.Description>
            </div>
          </div>
          <form className="mt-5 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
            <FormField label="Alınan tutar (₺)" error={errors.amount}>
              {(control) => (
                <input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  className={inputClassName}
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              )}
            </FormField>
            <FormField
              label="Açıklama"
              hint="Banka, tarih ve dekont numarası gibi bilgiler."
              error={errors.note}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={500}
                  className={`${inputClassName} h-auto py-2.5`}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={mutation.isPending}>
                  Vazgeç
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? 'Kaydediliyor...' : 'Ödemeyi Onayla'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
