import { zodResolver } from '@hookform/resolvers/zod';
import {
  IDENTITY_MESSAGES,
  VerifyIdentitySchema,
  type IdentityFormValues,
  type VerifiedIdentity,
  type VerifyIdentityInput,
} from '@arsamezat/shared/member/identity';
import { isForeignIdentityNumber } from '@arsamezat/shared/member/identity-number';
import { CITIES } from '@arsamezat/shared/listings/cities';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useVerifyIdentity } from '../../lib/identity/my-identity';
import { Button } from '../ui/button';
import { FormField, inputClassName } from '../ui/form-field';
import { Notice } from '../ui/notice';

export type IdentityFormProps = {
  /** The account's name, to start from (the registry wants it as on the identity card). */
  names: { firstName: string; lastName: string };
  onVerified: (identity: VerifiedIdentity) => void;
  /** The submit button's text. */
  submitLabel?: string;
};

const FIELDS: ReadonlyArray<Path<IdentityFormValues>> = [
  'identityNumber',
  'firstName',
  'lastName',
  'birthYear',
  'birthDay',
  'birthMonth',
  'province',
  'district',
  'address',
  'companyTitle',
  'companyTaxNumber',
];

/**
 * 'Kimlik Doğrulama' (issue 27): TC kimlik numarası (or a foreigner's, with the day and month of
 * birth), ad, soyad and doğum yılı as on the identity card, the registered address, and a
 * company's title and tax number for a member buying for one. The number's check digits are
 * checked here first, each failure its own message; the server asks the population registry.
 */
export function IdentityForm({ names, onVerified, submitLabel }: IdentityFormProps) {
  const verify = useVerifyIdentity();
  const [forCompany, setForCompany] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<IdentityFormValues, unknown, VerifyIdentityInput>({
    resolver: zodResolver(VerifyIdentitySchema),
    defaultValues: {
      identityNumber: '',
      firstName: names.firstName,
      lastName: names.lastName,
      birthYear: '',
      birthDay: null,
      birthMonth: null,
      province: '',
      district: '',
      address: '',
      companyTitle: '',
      companyTaxNumber: '',
    },
  });
  const typedNumber = useWatch({ control, name: 'identityNumber' });
  const foreign = isForeignIdentityNumber(typedNumber);
  const busy = isSubmitting || verify.isPending;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { identity } = await verify.mutateAsync(input);
      if (identity) onVerified(identity);
    } catch (caught) {
      if (caught instanceof ApiError) {
        for (const [name, message] of Object.entries(caught.fields ?? {})) {
          if ((FIELDS as readonly string[]).includes(name)) {
            setError(name as Path<IdentityFormValues>, { message });
          }
        }
        setError('root.refusal', { message: caught.message });
      } else {
        setError('root.refusal', { message: IDENTITY_MESSAGES.unavailable });
      }
    }
  });

  const refusal = errors.root?.refusal?.message;
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-4"
      aria-label="Kimlik doğrulama formu"
    >
      <FormField
        label="TC Kimlik Numarası"
        error={errors.identityNumber?.message}
        hint="Yabancı uyruklu üyelerimiz 99 ile başlayan yabancı kimlik numarasını yazabilir."
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register('identityNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            className={inputClassName}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Ad" error={errors.firstName?.message} hint="Kimlik kartınızdaki gibi">
          {(a11y) => (
            <input
              {...a11y}
              {...register('firstName')}
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
              autoComplete="family-name"
              className={inputClassName}
            />
          )}
        </FormField>
      </div>
      <div className={foreign ? 'grid grid-cols-3 gap-3' : 'grid gap-4 sm:grid-cols-2'}>
        {foreign && (
          <FormField label="Doğum Günü" error={errors.birthDay?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('birthDay')}
                inputMode="numeric"
                maxLength={2}
                autoComplete="bday-day"
                className={inputClassName}
              />
            )}
          </FormField>
        )}
        {foreign && (
          <FormField label="Doğum Ayı" error={errors.birthMonth?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('birthMonth')}
                inputMode="numeric"
                maxLength={2}
                autoComplete="bday-month"
                className={inputClassName}
              />
            )}
          </FormField>
        )}
        <FormField label="Doğum Yılı" error={errors.birthYear?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('birthYear')}
              inputMode="numeric"
              maxLength={4}
              autoComplete="bday-year"
              placeholder="1985"
              className={inputClassName}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="İl" error={errors.province?.message}>
          {(a11y) => (
            <select {...a11y} {...register('province')} className={inputClassName}>
              <option value="">İl seçiniz</option>
              {CITIES.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="İlçe" error={errors.district?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('district')}
              autoComplete="address-level2"
              className={inputClassName}
            />
          )}
        </FormField>
      </div>
      <FormField label="Adres" error={errors.address?.message} hint="Mahalle, cadde/sokak, numara">
        {(a11y) => (
          <textarea
            {...a11y}
            {...register('address')}
            rows={2}
            autoComplete="street-address"
            className={`${inputClassName} h-auto py-3`}
          />
        )}
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-800">
        <input
          type="checkbox"
          checked={forCompany}
          onChange={(e) => {
            setForCompany(e.target.checked);
            if (!e.target.checked) {
              setValue('companyTitle', '');
              setValue('companyTaxNumber', '');
            }
          }}
          className="size-5 rounded border-ink-300 accent-brand-600"
        />
        Şirket adına işlem yapıyorum
      </label>
      {forCompany && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Şirket Unvanı" error={errors.companyTitle?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('companyTitle')}
                autoComplete="organization"
                className={inputClassName}
              />
            )}
          </FormField>
          <FormField label="Vergi Kimlik Numarası" error={errors.companyTaxNumber?.message}>
            {(a11y) => (
              <input
                {...a11y}
                {...register('companyTaxNumber')}
                inputMode="numeric"
                maxLength={10}
                className={inputClassName}
              />
            )}
          </FormField>
        </div>
      )}
      {refusal && (
        <Notice tone="error">
          <p>{refusal}</p>
        </Notice>
      )}
      <p className="text-xs text-ink-600">
        Bilgileriniz Nüfus ve Vatandaşlık İşleri Genel Müdürlüğü kayıtlarıyla doğrulanır; kimlik
        numaranız şifrelenerek saklanır ve yalnızca ödeme ve fatura işlemlerinde kullanılır.
        Ayrıntılar{' '}
        <Link to={paths.kvkk} className="font-semibold text-brand-700 underline" target="_blank">
          KVKK Aydınlatma Metni
        </Link>
        &apos;nde.
      </p>
      <Button type="submit" size="lg" fullWidth disabled={busy}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
        {busy ? 'Doğrulanıyor...' : (submitLabel ?? 'Kimliğimi Doğrula')}
      </Button>
    </form>
  );
}
