import { EmailFieldSchema } from '@arsamezat/shared/accounts/auth';
import { AUTH_LIMITS, AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { phoneField } from '@arsamezat/shared/accounts/phone';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmPhoneReset, requestEmailReset, verifyPhoneReset } from '../api/password-reset';
import { sendCode } from '../api/registration';
import { emptyOtp, isOtpComplete, otpToString, type OtpValue } from '../components/otp-input';
import { phoneDigits } from '../components/phone-input';
import {
  emailResetErrorMessage,
  isRateLimited,
  phoneResetConfirmErrorMessage,
  resendErrorMessage,
  resetCodeSendErrorMessage,
  resetCodeVerifyErrorMessage,
  retryAfterSeconds,
} from '../lib/error-messages';
import { firstIssueMessage } from '../lib/first-issue-resolver';
import { useCountdown } from './use-countdown';
import { useSessionsEnded } from './use-sessions-ended';

export type ResetMethod = 'phone' | 'email';
export type ResetStep = 'identifier' | 'confirm' | 'otp' | 'new_password' | 'success' | 'sent';

/** Spec 01 §9: the phone flow's success screen goes back to the start after this long. */
export const RESET_SUCCESS_RESET_MS = 5000;

const PhoneSchema = phoneField({ required: M.phoneRequired, invalid: M.phoneTenDigits });

/** Where the screen starts: `?phone=` or `?email=` skip to the confirm step (spec 01 §2). */
function initialState(params: URLSearchParams) {
  const phone = phoneDigits(params.get('phone') ?? '');
  const email = (params.get('email') ?? '').trim();
  if (phone) {
    const valid = !firstIssueMessage(PhoneSchema, phone);
    return { method: 'phone' as const, phone, email, step: valid ? 'confirm' : 'identifier' };
  }
  if (email) {
    const valid = !firstIssueMessage(EmailFieldSchema, email);
    return { method: 'email' as const, phone, email, step: valid ? 'confirm' : 'identifier' };
  }
  return { method: 'phone' as const, phone, email, step: 'identifier' };
}

/** The forgot-password screen's steps and calls (spec 01 §4 "Forgot password"). */
export function useForgotPassword() {
  const [params] = useSearchParams();
  const [start] = useState(() => initialState(params));
  const [method, setMethodState] = useState<ResetMethod>(start.method);
  const [step, setStep] = useState<ResetStep>(start.step as ResetStep);
  const [phone, setPhoneState] = useState(start.phone);
  const [email, setEmailState] = useState(start.email);
  const [code, setCodeState] = useState<OtpValue>(emptyOtp);
  const [ticket, setTicket] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = useCountdown();
  const emailCooldown = useCountdown();
  const sessionsEnded = useSessionsEnded();

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(() => {
      setStep('identifier');
      setCodeState(emptyOtp());
      setTicket(null);
      setError(null);
      setInfo(null);
    }, RESET_SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const go = (next: ResetStep, message: string | null = null) => {
    setStep(next);
    setError(null);
    setInfo(message);
  };

  /** Runs a call with the busy flag; the call reports its own failure. */
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } finally {
      setBusy(false);
    }
  };

  const sendPhoneCode = () =>
    run(async () => {
      try {
        const sent = await sendCode(phone, 'password_reset');
        resend.start(sent.resendAfter || AUTH_LIMITS.resendAfterSeconds);
        setCodeState(emptyOtp());
        go('otp');
      } catch (failure) {
        if (isRateLimited(failure)) resend.start(retryAfterSeconds(failure));
        setError(resetCodeSendErrorMessage(failure));
      }
    });

  const sendEmailLink = () =>
    run(async () => {
      try {
        await requestEmailReset(email);
        go('sent', M.emailResetSent);
      } catch (failure) {
        if (isRateLimited(failure)) emailCooldown.start(retryAfterSeconds(failure));
        setError(emailResetErrorMessage(failure));
      }
    });

  return {
    method,
    step,
    phone,
    email,
    code,
    error,
    info,
    busy,
    resendSecondsLeft: resend.remaining,
    emailCooldownSeconds: emailCooldown.remaining,
    toggleMethod: () => {
      setMethodState((m) => (m === 'phone' ? 'email' : 'phone'));
      setError(null);
    },
    setPhone: (value: string) => {
      setPhoneState(value);
      setError(null);
    },
    setEmail: (value: string) => {
      setEmailState(value);
      setError(null);
    },
    setCode: (value: OtpValue) => {
      setCodeState(value);
      setError(null);
    },
    clearError: () => setError(null),
    submitIdentifier: () => {
      const problem =
        method === 'phone'
          ? firstIssueMessage(PhoneSchema, phone)
          : firstIssueMessage(EmailFieldSchema, email);
      if (problem) setError(problem);
      else go('confirm');
    },
    backToIdentifier: () => go('identifier'),
    send: () => (method === 'phone' ? sendPhoneCode() : sendEmailLink()),
    resendCode: () =>
      run(async () => {
        setInfo(null);
        try {
          const sent = await sendCode(phone, 'password_reset');
          resend.start(sent.resendAfter || AUTH_LIMITS.resendAfterSeconds);
          setCodeState(emptyOtp());
          setInfo('Doğrulama kodu tekrar gönderildi.');
        } catch (failure) {
          if (isRateLimited(failure)) resend.start(retryAfterSeconds(failure));
          setError(resendErrorMessage(failure));
        }
      }),
    verifyCode: async () => {
      if (!isOtpComplete(code)) {
        setError(M.resetCodeIncomplete);
        return;
      }
      await run(async () => {
        try {
          setTicket(await verifyPhoneReset({ phone, code: otpToString(code) }));
          go('new_password', M.phoneVerified);
        } catch (failure) {
          setError(resetCodeVerifyErrorMessage(failure));
        }
      });
    },
    setNewPassword: async (password: string) => {
      if (!ticket) {
        setError(M.invalidResetTicket);
        return;
      }
      try {
        await confirmPhoneReset({ ticket, password });
        sessionsEnded();
        setTicket(null);
        go('success', M.phoneResetSuccess);
      } catch (failure) {
        setInfo(null);
        setError(phoneResetConfirmErrorMessage(failure));
      }
    },
  };
}

export type ForgotPassword = ReturnType<typeof useForgotPassword>;
