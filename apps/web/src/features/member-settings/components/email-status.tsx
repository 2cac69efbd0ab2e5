import { PROFILE_MESSAGES } from '@arsamezat/shared/member/users';
import type { Profile } from '@arsamezat/shared/member/users';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useResendVerification } from '../api/email-verification';

/**
 * Under the e-mail field: whether the saved address is verified, and for an unverified one a
 * button that mails the link again. Only a verified address receives recovery links.
 */
export function EmailStatus({ profile }: { profile: Profile }) {
  const resend = useResendVerification();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  if (!profile.email) {
    return (
      <p className="text-xs text-ink-500">
        Şifre sıfırlama bağlantıları ve bildirimler yalnızca doğrulanmış e-posta adresine
        gönderilir.
      </p>
    );
  }
  if (profile.emailVerified) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700">
        <BadgeCheck aria-hidden className="size-4" />
        E-posta adresiniz doğrulandı
      </p>
    );
  }
  async function send() {
    setMessage(null);
    try {
      await resend.mutateAsync();
      setMessage({ tone: 'ok', text: PROFILE_MESSAGES.verificationSent });
    } catch (error) {
      setMessage({
        tone: 'error',
        text:
          error instanceof ApiError && error.status < 500 && error.status > 0
            ? error.message
            : 'Doğrulama bağlantısı gönderilemedi. Lütfen tekrar deneyin.',
      });
    }
  }
  return (
    <div className="space-y-2 rounded-xl border border-accent-200 bg-accent-50 p-3 text-sm">
      <p className="flex items-start gap-2 font-medium text-ink-800">
        <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
        E-posta adresiniz doğrulanmadı. Gelen kutunuzdaki bağlantıyı açarak doğrulayın.
      </p>
      <button
        type="button"
        onClick={() => void send()}
        disabled={resend.isPending}
        className="min-h-11 rounded-lg px-1 font-semibold text-brand-700 hover:underline disabled:text-ink-500"
      >
        {resend.isPending ? 'Gönderiliyor...' : 'Doğrulama bağlantısını tekrar gönder'}
      </button>
      <p
        role={message?.tone === 'error' ? 'alert' : 'status'}
        className={message?.tone === 'error' ? 'text-red-700' : 'text-brand-700'}
      >
        {message?.text}
      </p>
    </div>
  );
}
