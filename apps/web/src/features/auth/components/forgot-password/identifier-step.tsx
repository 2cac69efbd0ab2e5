import { ArrowRight, Mail, Smartphone } from 'lucide-react';
import type { SyntheticEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import type { ForgotPassword } from '../../hooks/use-forgot-password';
import { FormField, inputClassName } from '../../../../components/ui/form-field';
import { PhoneInput } from '../phone-input';

/** Step 'identifier': the phone number or the e-mail address of the account. */
export function IdentifierStep({ flow }: { flow: ForgotPassword }) {
  const byPhone = flow.method === 'phone';
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    flow.submitIdentifier();
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Hesap bilgisi formu" className="space-y-5">
      <p className="text-sm text-ink-700">
        {byPhone
          ? 'Hesabınıza kayıtlı telefon numarasını girin; size SMS ile bir doğrulama kodu gönderelim.'
          : 'Hesabınıza kayıtlı e-posta adresini girin; size bir şifre sıfırlama bağlantısı gönderelim.'}
      </p>
      {byPhone ? (
        <FormField label="Telefon Numarası" error={flow.error ?? undefined}>
          {(a11y) => (
            <PhoneInput {...a11y} value={flow.phone} onValueChange={flow.setPhone} autoFocus />
          )}
        </FormField>
      ) : (
        <FormField label="E-posta Adresi" error={flow.error ?? undefined}>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="ornek@eposta.com"
              maxLength={254}
              value={flow.email}
              onChange={(event) => flow.setEmail(event.target.value)}
              autoFocus
              className={inputClassName}
            />
          )}
        </FormField>
      )}
      <Button type="submit" size="lg" fullWidth>
        Devam Et
        <ArrowRight aria-hidden />
      </Button>
      <button
        type="button"
        onClick={flow.toggleMethod}
        className="mx-auto flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        {byPhone ? (
          <Mail aria-hidden className="size-4" />
        ) : (
          <Smartphone aria-hidden className="size-4" />
        )}
        {byPhone
          ? 'E-posta adresimle sıfırlamak istiyorum'
          : 'Telefon numaramla sıfırlamak istiyorum'}
      </button>
    </form>
  );
}
