import type { RegisterDetails } from '@arsamezat/shared/accounts/auth';
import { AUTH_LIMITS, AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { checkPhoneAvailability, register, sendCode } from '../api/registration';
import { AuthAlternateLink } from '../components/auth-alternate-link';
import { AuthPageHeader } from '../components/auth-page-header';
import { emptyOtp, isOtpComplete, otpToString, type OtpValue } from '../components/otp-input';
import { SignupCodeStep } from '../components/signup-code-step';
import {
  emptySignupDraft,
  SignupDetailsForm,
  type SignupDraft,
} from '../components/signup-details-form';
import { useAuth } from '../../../lib/session/use-auth';
import { useReturnPath } from '../hooks/use-return-path';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useCountdown } from '../hooks/use-countdown';
import {
  isRateLimited,
  registerFailure,
  resendErrorMessage,
  retryAfterSeconds,
  signupCodeFailure,
  type SignupFailure,
} from '../lib/error-messages';

const RESEND_AGAIN = 'Doğrulama kodu tekrar gönderildi.';

/**
 * /signup (spec 01 §2 "Registration screen"): step 1 checks the details, confirms the phone is
 * free and sends the code; step 2 registers with it, which signs the member in.
 */
export function SignupPage() {
  useDocumentTitle('Kayıt Ol');
  const auth = useAuth();
  const returnTo = useReturnPath();
  const completeSignIn = useCompleteSignIn();
  const resend = useCountdown();
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [draft, setDraft] = useState<SignupDraft>(emptySignupDraft);
  const [details, setDetails] = useState<RegisterDetails | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [bounce, setBounce] = useState<SignupFailure | null>(null);
  const [code, setCode] = useState<OtpValue>(emptyOtp);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendBusy, setResendBusy] = useState(false);

  if (auth.status === 'authenticated') return <Navigate to={returnTo} replace />;

  const showCodeStep = (next: RegisterDetails) => {
    setDetails(next);
    setCodeError(null);
    setInfo(null);
    setBounce(null);
    setStep('code');
  };

  const onContinue = async (next: RegisterDetails, values: SignupDraft) => {
    setDraft(values);
    // Back from step 2 with the same number while its code is still fresh: no second SMS.
    if (sentTo === next.phone && resend.remaining > 0) {
      showCodeStep(next);
      return null;
    }
    try {
      // Spec 01 §7: a failed availability check is not fatal; sending the code checks again.
      const available = await checkPhoneAvailability(next.phone).catch(() => true);
      if (!available) return { field: 'phone' as const, message: M.phoneTaken };
      const sent = await sendCode(next.phone, 'signup');
      resend.start(sent.resendAfter || AUTH_LIMITS.resendAfterSeconds);
      setSentTo(next.phone);
      setCode(emptyOtp());
      showCodeStep(next);
      return null;
    } catch (error) {
      if (isRateLimited(error)) resend.start(retryAfterSeconds(error));
      return signupCodeFailure(error);
    }
  };

  const onResend = async () => {
    if (!details) return;
    setResendBusy(true);
    setCodeError(null);
    setInfo(null);
    try {
      const sent = await sendCode(details.phone, 'signup');
      resend.start(sent.resendAfter || AUTH_LIMITS.resendAfterSeconds);
      setCode(emptyOtp());
      setInfo(RESEND_AGAIN);
    } catch (error) {
      if (isRateLimited(error)) resend.start(retryAfterSeconds(error));
      setCodeError(resendErrorMessage(error));
    } finally {
      setResendBusy(false);
    }
  };

  const onVerify = async () => {
    if (!details) return;
    setInfo(null);
    if (!isOtpComplete(code)) {
      setCodeError(M.signupCodeIncomplete);
      return;
    }
    setBusy(true);
    setCodeError(null);
    try {
      await completeSignIn(await register({ ...details, code: otpToString(code) }));
    } catch (error) {
      const failure = registerFailure(error);
      setBusy(false);
      if (failure.field) {
        // A password the server refuses is fixed on step 1; the code stays valid meanwhile.
        setBounce(failure);
        setStep('details');
      } else {
        setCodeError(failure.message);
      }
    }
  };

  const onCodeChange = (next: OtpValue) => {
    setCode(next);
    setCodeError(null);
  };

  return (
    <>
      <AuthPageHeader
        title="Kayıt Ol"
        subtitle="Üyelik ücretsizdir; telefon numaranızla hesap oluşturup ihalelere katılın."
      />
      <p className="-mt-2 mb-5 text-sm font-semibold text-brand-700">
        Adım {step === 'details' ? 1 : 2} / 2 ·{' '}
        {step === 'details' ? 'Bilgileriniz' : 'Telefon doğrulama'}
      </p>
      {step === 'details' || !details ? (
        <SignupDetailsForm draft={draft} initialFailure={bounce} onContinue={onContinue} />
      ) : (
        <SignupCodeStep
          phone={details.phone}
          code={code}
          onCodeChange={onCodeChange}
          error={codeError}
          info={info}
          busy={busy}
          resendSecondsLeft={resend.remaining}
          resendBusy={resendBusy}
          onResend={() => void onResend()}
          onBack={() => setStep('details')}
          onSubmit={() => void onVerify()}
        />
      )}
      <AuthAlternateLink question="Zaten hesabınız var mı?" to={paths.login} label="Giriş yapın" />
    </>
  );
}
