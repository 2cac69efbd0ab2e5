import { zodResolver } from '@hookform/resolvers/zod';
import { CITIES } from '@arsamezat/shared/listings/cities';
import { formatPhone } from '@arsamezat/shared/accounts/phone';
import {
  PROFILE_MESSAGES,
  UpdateProfileSchema,
  type Profile,
  type ProfileFormValues,
  type UpdateProfileInput,
} from '@arsamezat/shared/member/users';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useMyIdentity } from '../../../lib/identity/my-identity';
import { useUpdateProfile } from '../api/update-profile';
import { EmailStatus } from './email-status';

const toForm = (p: Profile): ProfileFormValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email ?? '',
  address: p.address ?? '',
  city: p.city ?? '',
  postalCode: p.postalCode ?? '',
});

/**
 * 'Profil Bilgileri' (spec 02 §2.6, §5): phone read-only; names, e-mail, address, province (the
 * 81 provinces) and postal code editable. A new e-mail is saved unverified and a link is mailed.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const mutation = useUpdateProfile();
  // Ad and soyad follow a verified identity: changed only by verifying again (issue 27).
  const nameLocked = Boolean(useMyIdentity().data?.identity);
  const lockedHint = nameLocked
    ? 'Doğrulanmış kimliğinizden gelir; değiştirmek için kimliğinizi yeniden doğrulayın.'
    : undefined;
  const [result, setResult] = useState<{ ok: boolean; detail?: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, UpdateProfileInput>({
    resolver: zodResolver(UpdateProfileSchema),
    values: toForm(profile),
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (input) => {
    setResult(null);
    try {
      const saved = await mutation.mutateAsync(input);
      reset(toForm(saved.profile));
      setResult({ ok: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        setError('email', { message: error.message });
      }
      const detail =
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : undefined;
      setResult({ ok: false, ...(detail ? { detail } : {}) });
    }
  });

  const emailChangedAndVerified = profile.email && profile.emailVerified;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profil formu" className="space-y-5">
      {result?.ok && <Notice tone="success" title={PROFILE_MESSAGES.saved} />}
      {result && !result.ok && (
        <Notice tone="error" title={PROFILE_MESSAGES.saveFailed}>
          {result.detail && <p>{result.detail}</p>}
        </Notice>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Ad" error={errors.firstName?.message} hint={lockedHint}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('firstName')}
              readOnly={nameLocked}
              autoComplete="given-name"
              className={inputClassName}
            />
          )}
        </FormField>
        <FormField label="Soyad" error={errors.lastName?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('lastName')}
              readOnly={nameLocked}
              autoComplete="family-name"
              className={inputClassName}
            />
          )}
        </FormField>
      </div>
      <FormField label="Telefon Numarası" hint="Telefon numaranız değiştirilemez.">
        {(a11y) => (
          <input
            {...a11y}
            value={formatPhone(profile.phone)}
            readOnly
            disabled
            className={inputClassName}
          />
        )}
      </FormField>
      <FormField
        label="E-posta"
        error={errors.email?.message}
        hint={
          emailChangedAndVerified
            ? undefined
            : 'Yeni bir adres kaydettiğinizde doğrulama bağlantısı gönderilir.'
        }
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="ornek@eposta.com"
            className={inputClassName}
          />
        )}
      </FormField>
      <EmailStatus profile={profile} />
      <FormField label="Adres" error={errors.address?.message}>
        {(a11y) => (
          <textarea
            {...a11y}
            {...register('address')}
            rows={3}
            autoComplete="street-address"
            className={`${inputClassName} h-auto py-3`}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="İl" error={errors.city?.message}>
          {(a11y) => (
            <select {...a11y} {...register('city')} className={inputClassName}>
              <option value="">İl seçiniz</option>
              {CITIES.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Posta Kodu" error={errors.postalCode?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('postalCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              className={inputClassName}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        <Save aria-hidden />
        {isSubmitting ? 'Kaydediliyor...' : 'Bilgilerimi Kaydet'}
      </Button>
    </form>
  );
}
