import { formatPhone } from '@arsamezat/shared/accounts/phone';
import { ShieldCheck } from 'lucide-react';
import { useId, type SyntheticEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Notice } from '../../../../components/ui/notice';
import type { ForgotPassword } from '../../hooks/use-forgot-password';
import { OtpInput } from '../otp-input';
import { ResendCodeButton } from '../resend-code-button';

/** Step 'otp' (phone only): the six-digit code from the SMS. */
export function CodeStep({ flow }: { flow: ForgotPassword }) {
  const errorId = useId();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void flow.verifyCode();
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Doğrulama kodu formu" className="space-y-5">
      <p className="text-sm text-ink-700">
        <span className="font-semibold whitespace-nowrap text-ink-900">
          {formatPhone(flow.phone)}
        </span>{' '}
        numarasına gönderdiğimiz 6 haneli doğrulama kodunu girin.
      </p>
      {flow.error && (
        <div id={errorId}>
          <Notice tone="error" title={flow.error} />
        </div>
      )}
      <OtpInput
        value={flow.code}
        onChange={flow.setCode}
        invalid={Boolean(flow.error)}
        disabled={flow.busy}
        autoFocus
        describedBy={flow.error ? errorId : undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          onClick={flow.backToIdentifier}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Numarayı değiştir
        </button>
        <ResendCodeButton
          secondsLeft={flow.resendSecondsLeft}
          busy={false}
          onResend={() => void flow.resendCode()}
        />
      </div>
      <p role="status" className="text-sm text-brand-700 empty:hidden">
        {flow.info}
      </p>
      <Button type="submit" size="lg" fullWidth disabled={flow.busy}>
        <ShieldCheck aria-hidden />
        {flow.busy ? 'Doğrulanıyor...' : 'Kodu Doğrula'}
      </Button>
    </form>
  );
}
