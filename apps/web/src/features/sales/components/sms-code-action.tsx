import { SaleCodeInputSchema } from '@arsamezat/shared/sales/sale';
import { MessageSquareText } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { useSendSaleCode, type SaleCodePurpose } from '../api/sale-actions';
import { ActionError } from '../lib/action-error';

type SmsCodeActionProps = {
  saleId: string;
  purpose: SaleCodePurpose;
  /** The sentence the member agrees to, with the amount ('… ₺ bedelle satın almayı onaylıyorum'). */
  statement: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the code; the caller's mutation (its error is shown under the button). */
  onSubmit: (code: string) => void;
  submitting: boolean;
  submitError: unknown;
};

function useSecondsLeft(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds) => {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
  ];
}

/**
 * A step the member takes with an SMS code to their own phone ('Alıcı Onayı', the runner-up's
 * 'Kabul Et'): 'SMS ile Onayla' sends the code, then the 6 digits and the sentence they agree to,
 * amount included, right above the button — money moves only on purpose. 'Kodu tekrar gönder'
 * waits for the server's resend time.
 */
export function SmsCodeAction(props: SmsCodeActionProps) {
  const send = useSendSaleCode(props.saleId, props.purpose);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [secondsLeft, startTimer] = useSecondsLeft();
  // Stays true while a second code is on its way, so the form does not vanish on 'tekrar gönder'.
  const [sent, setSent] = useState(false);

  const sendCode = () =>
    send.mutate(undefined, {
      onSuccess: (seconds) => {
        setSent(true);
        startTimer(seconds);
      },
    });

  if (!sent) {
    return (
      <div className="space-y-3">
        <Button onClick={sendCode} disabled={send.isPending} fullWidth className="sm:w-auto">
          <MessageSquareText aria-hidden className="size-4" />
          {send.isPending ? 'Kod gönderiliyor...' : 'SMS ile Onayla'}
        </Button>
        <ActionError error={send.error} />
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = SaleCodeInputSchema.safeParse({ code });
        if (!parsed.success) {
          setCodeError(parsed.error.issues[0]?.message);
          return;
        }
        setCodeError(undefined);
        props.onSubmit(parsed.data.code);
      }}
    >
      <p className="text-sm text-ink-700">Telefonunuza gönderilen 6 haneli kodu girin.</p>
      <FormField label="Doğrulama kodu" error={codeError}>
        {(control) => (
          <input
            {...control}
            className={`${inputClassName} max-w-48 tracking-[0.3em] tabular-nums`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        )}
      </FormField>
      <p
        data-testid="sale-statement"
        className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900"
      >
        {props.statement}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={props.submitting}>
          {props.submitting ? props.pendingLabel : props.submitLabel}
        </Button>
        <button
          type="button"
          onClick={sendCode}
          disabled={secondsLeft > 0 || send.isPending}
          className="inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-ink-500 disabled:no-underline"
        >
          {send.isPending
            ? 'Gönderiliyor...'
            : secondsLeft > 0
              ? `Kodu tekrar gönder (${secondsLeft} sn)`
              : 'Kodu tekrar gönder'}
        </button>
      </div>
      <ActionError error={props.submitError ?? send.error} />
    </form>
  );
}
