import { AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorChallenge,
} from '@arsamezat/shared/accounts/two-factor';
import { ArrowLeft, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { resendTwoFactorCode, verifyTwoFactor } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useCountdown } from '../hooks/use-countdown';
import { resendErrorMessage, retryAfterSeconds, isRateLimited } from '../lib/error-messages';
import { emptyOtp, isOtpComplete, OtpInput, otpToString, type OtpValue } from './otp-input';
import { ResendCodeButton } from './resend-code-button';

type TwoFactorStepProps = {
  challenge: TwoFactorChallenge;
  /** Back to phone and password (also where an expired challenge leads). */
  onBack: () => void;
};

function verifyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return M.loginUnexpected;
  if (error.code === 'INVALID_CODE') return M.invalidCode;
  return error.status >= 400 && error.status < 500 ? error.message : M.loginUnexpected;
}

const M2 = TWO_FACTOR_MESSAGES;

/** Why the code is asked for, and what the member should expect. */
function StepIntro({ challenge }: { challenge: TwoFactorChallenge }) {
  if (challenge.reason === 'two_factor') {
    return (
      <div className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-ink-700">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p>{M2.prompt(challenge.phoneHint)}</p>
      </div>
    );
  }
  // Past the phone's failure ceiling every password gets this step; the code only the right one.
  return (
    <div className="flex gap-3 rounded-xl border border-accent-200 bg-accent-50 p-4 text-sm text-ink-700">
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
      <div className="min-w-0 space-y-2">
        <p>{M2.throttledReason}</p>
        <p className="font-medium text-ink-900">{M2.throttledPrompt(challenge.phoneHint)}</p>
        <p>{M2.throttledHelp}</p>
        <Link
          to={paths.forgotPassword}
          className="-my-2 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
        >
          Şifremi unuttum
        </Link>
      </div>
    </div>
  );
}

/**
 * The SMS code step of sign-in: two-step sign-in (issue #10), or a phone past its sign-in
 * failure ceiling (decision 052), which says why it asks. The six-digit code under the
 * registration code's rules, with the resend countdown and 'GERİ' back to the password.
 */
export function TwoFactorStep({ challenge, onBack }: TwoFactorStepProps) {
  const completeSignIn = useCompleteSignIn();
  const [code, setCode] = useState<OtpValue>(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown();
  const { start } = countdown;
  const errorId = useId();

  useEffect(() => start(challenge.resendAfter), [challenge, start]);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!isOtpComplete(code)) {
      setError(M.signupCodeIncomplete);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await completeSignIn(
        await verifyTwoFactor({ challenge: challenge.challenge, code: otpToString(code) }),
      );
    } catch (failure) {
      setError(verifyErrorMessage(failure));
      setCode(emptyOtp());
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    setError(null);
    setInfo(null);
    try {
      const sent = await resendTwoFactorCode(challenge.challenge);
      countdown.start(sent.resendAfter);
      setInfo(challenge.reason === 'throttled' ? M2.throttledResent : M2.resent);
    } catch (failure) {
      setError(resendErrorMessage(failure));
      if (isRateLimited(failure)) countdown.start(retryAfterSeconds(failure));
    } finally {
      setResending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="İki adımlı doğrulama formu"
      className="space-y-5"
    >
      <h2 className="text-lg font-semibold text-ink-900">
        {challenge.reason === 'throttled' ? M2.throttledTitle : M2.title}
      </h2>
      <StepIntro challenge={challenge} />
      {error && (
        <div id={errorId}>
          <Notice tone="error" title={error} />
        </div>
      )}
      <OtpInput
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        label="Doğrulama kodu"
        invalid={Boolean(error)}
        disabled={busy}
        autoFocus
        describedBy={error ? errorId : undefined}
      />
      <div className="flex items-center justify-center gap-2 sm:justify-between">
        <p className="hidden text-sm text-ink-600 sm:block">Kod gelmedi mi?</p>
        <ResendCodeButton
          secondsLeft={countdown.remaining}
          busy={resending}
          onResend={() => void resend()}
        />
      </div>
      <p role="status" className="text-sm text-brand-700 empty:hidden">
        {info}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-[auto_1fr]">
        <Button variant="outline" size="lg" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden />
          GERİ
        </Button>
        <Button type="submit" size="lg" disabled={busy} className="px-4">
          {busy ? 'Doğrulanıyor...' : 'DOĞRULA VE GİRİŞ YAP'}
        </Button>
      </div>
    </form>
  );
}
