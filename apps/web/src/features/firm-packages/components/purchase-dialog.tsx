import { zodResolver } from '@hookform/resolvers/zod';
import { formatTl } from '@arsamezat/shared/core/money';
import { FIRM_PACKAGE_TEXTS, type FirmPackage } from '@arsamezat/shared/firms/listing-packages';
import { CardSchema, DEPOSIT_MESSAGES, type CardInput } from '@arsamezat/shared/trading/deposits';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Lock, Package, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMPTY_CARD } from '../../../components/payments/card-fields';
import { CardPaymentForm, IdentityStep } from '../../../components/payments/payment-steps';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { identityKeys, useMyIdentity } from '../../../lib/identity/my-identity';
import { useAuth } from '../../../lib/session/use-auth';
import { useStartPackagePurchase } from '../api/firm-packages';
import { packageTerms } from './package-terms';

type Step = 'confirm' | 'identity' | 'payment';

const cardResolver = zodResolver(CardSchema, undefined, { raw: true });

export type PurchaseDialogProps = {
  /** The package being bought; null closes the dialog. */
  pkg: FirmPackage | null;
  onClose: () => void;
};

/**
 * Buying a package: the amount confirmed ('… tutarındaki paketi satın almak üzeresiniz'), then
 * the card, as for a deposit. 'Ödeme Yap' sends the card to our server, which answers the bank's
 * 3-D Secure page; the browser goes there and comes back to /payment-callback, then here.
 */
export function PurchaseDialog({ pkg, onClose }: PurchaseDialogProps) {
  const queryClient = useQueryClient();
  const start = useStartPackagePurchase();
  const [step, setStep] = useState<Step>('confirm');
  const [leaving, setLeaving] = useState(false);
  const auth = useAuth();
  const identity = useMyIdentity({ enabled: pkg !== null });
  const verified = Boolean(identity.data?.identity);
  const {
    control,
    handleSubmit,
    reset: resetCard,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CardInput, unknown, CardInput>({ resolver: cardResolver, defaultValues: EMPTY_CARD });
  const busy = start.isPending || leaving;
  const refusal = errors.root?.refusal?.message;

  function close() {
    if (busy) return;
    setStep('confirm');
    resetCard(EMPTY_CARD);
    start.reset();
    onClose();
  }

  const pay = handleSubmit(async (card) => {
    if (!pkg) return;
    try {
      const started = await start.mutateAsync({ packageId: pkg.id, card });
      setLeaving(true);
      window.location.assign(started.paymentLink);
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : DEPOSIT_MESSAGES.paymentFailed;
      setError('root.refusal', { message });
      if (caught instanceof ApiError && caught.code === 'IDENTITY_REQUIRED') {
        clearErrors();
        void queryClient.invalidateQueries({ queryKey: identityKeys.mine });
        setStep('identity');
      }
    }
  });

  return (
    <Dialog.Root open={pkg !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-surface shadow-raised transition-transform duration-200 ease-out starting:translate-y-full sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:starting:translate-y-[-45%]"
        >
          <div className="flex items-center justify-between border-b border-ink-100 px-5 py-3.5">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-ink-900">
              <Package aria-hidden className="size-5 text-brand-600" />
              Paket Satın Al
            </Dialog.Title>
            <Dialog.Close
              aria-label="Kapat"
              disabled={busy}
              className="-mr-2 grid size-11 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 disabled:opacity-40"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>

          {pkg && (
            <div className="overflow-y-auto overscroll-contain px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
              <div className="rounded-xl bg-brand-50 p-4">
                <p className="text-sm font-medium break-words text-brand-900">{pkg.name}</p>
                <p className="mt-0.5 text-sm text-brand-800">{packageTerms(pkg)}</p>
                <p className="mt-1 text-2xl font-bold tracking-tight text-brand-800 tabular-nums">
                  {formatTl(pkg.price)}
                </p>
              </div>

              {step === 'confirm' ? (
                <div className="mt-4 space-y-4">
                  <p className="text-base font-semibold text-ink-900">
                    {FIRM_PACKAGE_TEXTS.confirm(formatTl(pkg.price))}
                  </p>
                  <ul className="space-y-2 text-sm text-ink-700">
                    <li>
                      Her ilan, onaya gönderildiğinde bir ilan hakkı ayırır; ilan yayımlanınca hak
                      kullanılmış olur. İlan iade edilir, reddedilir veya siz geri çekerseniz hak
                      size geri döner.
                    </li>
                    <li>
                      Kullanılmayan ilan hakları {pkg.validityDays} gün sonra sona erer ve iade
                      edilmez.
                    </li>
                    <li className="flex items-start gap-2">
                      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      Ödeme, lisanslı sanal POS üzerinden 3-D Secure ile alınır; kart bilgileriniz
                      saklanmaz.
                    </li>
                  </ul>
                  <Button
                    fullWidth
                    size="lg"
                    disabled={identity.isFetching}
                    onClick={() => setStep(verified ? 'payment' : 'identity')}
                  >
                    <CreditCard aria-hidden />
                    Onayla ve Kartla Öde
                  </Button>
                </div>
              ) : step === 'identity' ? (
                <IdentityStep
                  intro={
                    'Kartla ödemeden önce kimliğinizi nüfus kayıtlarıyla doğrulamamız gerekiyor. Bu işlem bir kez yapılır.'
                  }
                  names={auth.user ?? { firstName: '', lastName: '' }}
                  onVerified={() => setStep('payment')}
                  onBack={() => setStep('confirm')}
                />
              ) : (
                <CardPaymentForm
                  control={control}
                  busy={busy}
                  refusal={refusal}
                  onSubmit={(e) => void pay(e)}
                  onBack={() => {
                    clearErrors();
                    setStep('confirm');
                  }}
                />
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
