import { SETTINGS_MESSAGES } from '@arsamezat/shared/member/settings';
import type { Profile } from '@arsamezat/shared/member/users';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** 'Şifre sıfırlama bağlantısı gönder' to the member's verified address (spec 02 §2.7). */
export function ResetEmailSection({ profile }: { profile: Profile }) {
  const mutation = useRequestPasswordReset();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const email = profile.emailVerified ? profile.email : null;

  async function send(to: string) {
    setResult(null);
    try {
      await mutation.mutateAsync(to);
      setResult({ ok: true, text: SETTINGS_MESSAGES.resetSent });
    } catch (error) {
      setResult({
        ok: false,
        text:
          error instanceof ApiError && error.status === 429
            ? error.message
            : SETTINGS_MESSAGES.resetFailed,
      });
    }
  }

  return (
    <section aria-labelledby="reset-email-title" className="space-y-3">
      <h3 id="reset-email-title" className="font-semibold text-ink-900">
        E-posta ile Şifre Sıfırlama
      </h3>
      {email ? (
        <>
          <p className="text-sm text-ink-600">
            Şifre sıfırlama bağlantısı <strong className="break-all text-ink-800">{email}</strong>{' '}
            adresine gönderilir.
          </p>
          <Button variant="outline" onClick={() => void send(email)} disabled={mutation.isPending}>
            <Mail aria-hidden />
            {mutation.isPending ? 'Gönderiliyor...' : 'Sıfırlama Bağlantısı Gönder'}
          </Button>
        </>
      ) : (
        <Notice tone="warning" title={SETTINGS_MESSAGES.resetNeedsVerifiedEmail}>
          <Link
            to={`${paths.profile}?tab=profile`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            Profil Bilgilerine Git
          </Link>
        </Notice>
      )}
      {result && <Notice tone={result.ok ? 'success' : 'error'} title={result.text} />}
    </section>
  );
}
