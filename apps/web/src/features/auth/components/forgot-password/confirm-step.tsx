import { AUTH_MESSAGES as M } from '@arsamezat/shared/accounts/auth-messages';
import { formatPhone } from '@arsamezat/shared/accounts/phone';
import { Send } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Notice } from '../../../../components/ui/notice';
import type { ForgotPassword } from '../../hooks/use-forgot-password';

/** Step 'confirm': where the code or link is about to go, and the button that sends it. */
export function ConfirmStep({ flow }: { flow: ForgotPassword }) {
  const byPhone = flow.method === 'phone';
  const cooldown = byPhone ? 0 : flow.emailCooldownSeconds;
  const label = byPhone ? 'Doğrulama Kodu Gönder' : 'Sıfırlama Bağlantısı Gönder';
  return (
    <div className="space-y-5">
      <div className="rounded-xl border border-ink-200 bg-ink-50 p-4 text-sm text-ink-700">
        <p>
          {byPhone
            ? 'Şifre sıfırlama kodu SMS ile şu numaraya gönderilecek:'
            : 'Şifre sıfırlama bağlantısı şu e-posta adresine gönderilecek:'}
        </p>
        <p className="mt-1.5 text-base font-semibold break-all text-ink-900">
          {byPhone ? formatPhone(flow.phone) : flow.email}
        </p>
      </div>
      {cooldown > 0 ? (
        <>
          <p role="alert" className="sr-only">
            {flow.error}
          </p>
          <Notice tone="warning" title={M.emailResetRateLimited(cooldown)} />
        </>
      ) : (
        flow.error && <Notice tone="error" title={flow.error} />
      )}
      <Button
        size="lg"
        fullWidth
        disabled={flow.busy || cooldown > 0}
        onClick={() => void flow.send()}
      >
        <Send aria-hidden />
        {flow.busy ? 'Gönderiliyor...' : cooldown > 0 ? `Tekrar Gönder (${cooldown} sn)` : label}
      </Button>
      <button
        type="button"
        onClick={flow.backToIdentifier}
        className="mx-auto block text-sm font-semibold text-brand-700 hover:underline"
      >
        {byPhone ? 'Numarayı değiştir' : 'E-posta adresini değiştir'}
      </button>
    </div>
  );
}
