import { zodResolver } from '@hookform/resolvers/zod';
import { BID_MESSAGES } from '@arsamezat/shared/trading/bids';
import { CardSchema, DEPOSIT_MESSAGES, type CardInput } from '@arsamezat/shared/trading/deposits';
import { formatTl } from '@arsamezat/shared/core/money';
import { SALE_RULE_TEXTS } from '@arsamezat/shared/sales/sale-rule-texts';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Lock, ShieldCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { identityKeys, useMyIdentity } from '../../../lib/identity/my-identity';
import { useAuth } from '../../../lib/session/use-auth';
import { depositKeys } from '../api/get-my-deposit';
import { useStartDepositPayment } from '../api/start-deposit-payment';
import { EMPTY_CARD } from '../../../components/payments/card-fields';
import { CardPaymentForm, IdentityStep } from '../../../components/payments/payment-steps';

export type DepositDialogProps = {
  listing: { id: string; title: string; depositAmount: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A payment was started and not finished: the info step says so (spec §2.3). */
  hasPending: boolean;
};

/** 'identity': 'Kimlik Doğrulama' before the first deposit (issue 27), then the card. */
type Step = 'info' | 'identity' | 'payment';

/*
 * The card is checked with the shared contract, and sent as typed (`raw`): the server strips
 * the spaces of the grouped number itself.
 */
const cardResolver = zodResolver(CardSchema, undefined, { raw: true });

/**
 * The deposit dialog (spec §2.3): an info step, then the card. 'Ödeme Yap' sends the card to our
 * server, which answers the bank's 3-D Secure page; the browser goes there and comes back to
 * /payment-callback. Closing resets the card and the messages.
 */
export function DepositDialog({ listing, open, onOpenChange, hasPending }: DepositDialogProps) {
  const queryClient = useQueryClient();
  const startPayment = useStartDepositPayment(listing.id);
  const [step, setStep] = useState<Step>('info');
  const auth = useAuth();
  const identity = useMyIdentity({ enabled: open });
  const verified = Boolean(identity.data?.identity);
  /** The page is on its way to the bank: stay busy until it has left. */
  const [leaving, setLeaving] = useState(false);
  const {
    control,
    handleSubmit,
    reset: resetCard,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CardInput, unknown, CardInput>({ resolver: cardResolver, defaultValues: EMPTY_CARD });
  const busy = startPayment.isPending || leaving;
  // A field's problem shows beside it (card-fields.tsx); here only what the server refused.
  const refusal = errors.root?.refusal?.message;

  function reset() {
    setStep('info');
    resetCard(EMPTY_CARD);
    setLeaving(false);
    startPayment.reset();
  }

  function handleOpenChange(next: boolean) {
    if (busy && !next) return;
    if (!next) reset();
    onOpenChange(next);
  }

  const pay = handleSubmit(async (card) => {
    try {
      const started = await startPayment.mutateAsync({ card });
      if (started.paymentLink) {
        setLeaving(true);
        window.location.assign(started.paymentLink);
        return;
      }
      toast.success('Teminatınız tamamlandı. Artık teklif verebilirsiniz.');
      reset();
      onOpenChange(false);
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : DEPOSIT_MESSAGES.paymentFailed;
      setError('root.refusal', { message });
      if (caught instanceof ApiError && caught.code === 'IDENTITY_REQUIRED') {
        // Reset by the operator since the dialog opened: verify again, then pay.
        clearErrors();
        void queryClient.invalidateQueries({ queryKey: identityKeys.mine });
        setStep('identity');
        return;
      }
      if (caught instanceof ApiError && caught.code === 'DEPOSIT_COMPLETED') {
        void queryClient.invalidateQueries({ queryKey: depositKeys.mine(listing.id) });
      }
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-surface shadow-raised transition-transform duration-200 ease-out starting:translate-y-full sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:starting:translate-y-[-45%]"
        >
          <div className="flex items-center justify-between border-b border-ink-100 px-5 py-3.5">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-ink-900">
              <ShieldCheck aria-hidden className="size-5 text-brand-600" />
              Hizmet Bedeli Peşinatı
            </Dialog.Title>
            <Dialog.Close
              aria-label="Kapat"
              disabled={busy}
              className="-mr-2 grid size-11 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 disabled:opacity-40"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>

          <div className="overflow-y-auto overscroll-contain px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            <div className="rounded-xl bg-brand-50 p-4">
              <p className="line-clamp-2 text-sm font-medium text-brand-900">{listing.title}</p>
              <p className="mt-1 text-2xl font-bold tracking-tight text-brand-800">
                {formatTl(listing.depositAmount)}
              </p>
            </div>

            {step === 'info' ? (
              <div className="mt-4 space-y-4">
                {hasPending && (
                  <Notice tone="warning" title="Ödemeniz tamamlanmadı">
                    <p>{BID_MESSAGES.depositPending}</p>
                  </Notice>
                )}
                <ul className="space-y-2 text-sm text-ink-700">
                  <li>
                    Bu ilanda teklif verebilmek için katılım teminatını (Hizmet Bedeli Peşinatı)
                    yatırmanız gerekir.
                  </li>
                  <li>
                    İhaleyi kazanamazsanız veya satış sizden kaynaklanmayan bir nedenle
                    gerçekleşmezse teminatınız 7 iş günü içinde iade edilir.
                  </li>
                  <li>{SALE_RULE_TEXTS.runnerUp}</li>
                  <li>{SALE_RULE_TEXTS.buyerDefault}</li>
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
                  {hasPending ? 'Yeniden Ödeme Yap' : 'Teminatı Yatır'}
                </Button>
              </div>
            ) : step === 'identity' ? (
              <IdentityStep
                intro={
                  'İlk teminatınızdan önce kimliğinizi nüfus kayıtlarıyla doğrulamamız gerekiyor. Bu işlem bir kez yapılır.'
                }
                names={auth.user ?? { firstName: '', lastName: '' }}
                onVerified={() => setStep('payment')}
                onBack={() => setStep('info')}
              />
            ) : (
              <CardPaymentForm
                control={control}
                busy={busy}
                refusal={refusal}
                onSubmit={(e) => void pay(e)}
                onBack={() => {
                  clearErrors();
                  setStep('info');
                }}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
