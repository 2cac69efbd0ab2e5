import { formatPhone } from '@arsamezat/shared/accounts/phone';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useId, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { OtpInput, type OtpValue } from './otp-input';
import { ResendCodeButton } from './resend-code-button';

type SignupCodeStepProps = {
  phone: string;
  code: OtpValue;
  onCodeChange: (code: OtpValue) => void;
  error: string | null;
  /** A quiet confirmation, e.g. after a code was sent again. */
  info: string | null;
  busy: boolean;
  resendSecondsLeft: number;
  resendBusy: boolean;
  onResend: () => void;
  onBack: () => void;
  onSubmit: () => void;
};

/**
 * Registration step 2 (spec 01 §2): the number the code went to, six boxes, resend with its
 * countdown, 'GERİ' back to step 1 and 'DOĞRULA VE KAYIT OL'.
 */
export function SignupCodeStep(props: SignupCodeStepProps) {
  const { phone, code, onCodeChange, error, info, busy } = props;
  const errorId = useId();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Doğrulama kodu formu" className="space-y-5">
      <div className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-ink-700">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p>
          <span className="font-semibold whitespace-nowrap text-ink-900">{formatPhone(phone)}</span>{' '}
          numarasına gönderdiğimiz 6 haneli doğrulama kodunu girin.
        </p>
      </div>
      {error && (
        <div id={errorId}>
          <Notice tone="error" title={error} />
        </div>
      )}
      <OtpInput
        value={code}
        onChange={onCodeChange}
        invalid={Boolean(error)}
        disabled={busy}
        autoFocus
        describedBy={error ? errorId : undefined}
      />
      <div className="flex items-center justify-center gap-2 sm:justify-between">
        <p className="hidden text-sm text-ink-600 sm:block">Kod gelmedi mi?</p>
        <ResendCodeButton
          secondsLeft={props.resendSecondsLeft}
          busy={props.resendBusy}
          onResend={props.onResend}
        />
      </div>
      <p role="status" className="text-sm text-brand-700 empty:hidden">
        {info}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-[auto_1fr]">
        <Button variant="outline" size="lg" onClick={props.onBack} disabled={busy}>
          <ArrowLeft aria-hidden />
          GERİ
        </Button>
        <Button type="submit" size="lg" disabled={busy} className="px-4">
          {busy ? 'Doğrulanıyor...' : 'DOĞRULA VE KAYIT OL'}
        </Button>
      </div>
    </form>
  );
}
