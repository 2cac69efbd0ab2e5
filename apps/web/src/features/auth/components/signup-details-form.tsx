import { RegisterDetailsSchema, type RegisterDetails } from '@arsamezat/shared/accounts/auth';
import { ArrowRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { firstIssueResolver } from '../lib/first-issue-resolver';
import type { SignupFailure } from '../lib/error-messages';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import { PasswordInput } from './password-input';
import { PhoneInput } from './phone-input';

export type SignupDraft = {
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  marketingConsent: boolean;
  termsAccepted: boolean;
};

export const emptySignupDraft: SignupDraft = {
  firstName: '',
  lastName: '',
  phone: '',
  password: '',
  marketingConsent: false,
  termsAccepted: false,
};

type SignupDetailsFormProps = {
  draft: SignupDraft;
  /** A problem found after this step (a too common password at step 2), shown on arrival. */
  initialFailure: SignupFailure | null;
  /** Checks the phone and sends the code; answers what went wrong, or null to move on. */
  onContinue: (details: RegisterDetails, draft: SignupDraft) => Promise<SignupFailure | null>;
};

/**
 * Registration step 1 (spec 01 §2, §5): the fields, checked in the spec's order and stopping
 * at the first failure, then 'DEVAM ET'. Editing a field clears its error.
 */
export function SignupDetailsForm({ draft, initialFailure, onContinue }: SignupDetailsFormProps) {
  const [generalError, setGeneralError] = useState<string | null>(
    initialFailure && !initialFailure.field ? initialFailure.message : null,
  );
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignupDraft, unknown, RegisterDetails>({
    resolver: firstIssueResolver(RegisterDetailsSchema),
    defaultValues: draft,
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (initialFailure?.field) {
      setError(initialFailure.field, { message: initialFailure.message }, { shouldFocus: true });
    }
  }, [initialFailure, setError]);

  const edited = (field: keyof SignupDraft) => ({
    onChange: () => {
      clearErrors(field);
      setGeneralError(null);
    },
  });

  const onSubmit = handleSubmit(async (details) => {
    setGeneralError(null);
    const failure = await onContinue(details, getValues());
    if (!failure) return;
    if (failure.field) setError(failure.field, { message: failure.message }, { shouldFocus: true });
    else setGeneralError(failure.message);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Kayıt formu" className="space-y-5">
      {generalError && <Notice tone="error" title={generalError} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Ad" error={errors.firstName?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('firstName', edited('firstName'))}
              autoComplete="given-name"
              maxLength={100}
              className={inputClassName}
            />
          )}
        </FormField>
        <FormField label="Soyad" error={errors.lastName?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register('lastName', edited('lastName'))}
              autoComplete="family-name"
              maxLength={100}
              className={inputClassName}
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Telefon Numarası"
        error={errors.phone?.message}
        hint="Doğrulama kodu bu numaraya SMS ile gönderilecek."
      >
        {(a11y) => (
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                {...a11y}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onValueChange={(digits) => {
                  field.onChange(digits);
                  edited('phone').onChange();
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Şifre" error={errors.password?.message} hint="En az 6 karakter.">
        {(a11y) => (
          <PasswordInput
            {...a11y}
            {...register('password', edited('password'))}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <div className="space-y-3 rounded-xl bg-ink-50 p-4">
        <Checkbox {...register('marketingConsent', edited('marketingConsent'))}>
          Kampanya ve yeni ihalelerden SMS ve e-posta ile haberdar olmak istiyorum.{' '}
          <span className="text-ink-500">(İsteğe bağlı)</span>
        </Checkbox>
        <Checkbox
          {...register('termsAccepted', edited('termsAccepted'))}
          error={errors.termsAccepted?.message}
        >
          <a
            href={paths.termsOfUse}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            Üyelik sözleşmesini
          </a>{' '}
          okudum ve kabul ediyorum.
        </Checkbox>
      </div>
      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Kod Gönderiliyor...' : 'DEVAM ET'}
        {!isSubmitting && <ArrowRight aria-hidden />}
      </Button>
    </form>
  );
}

type CheckboxProps = UseFormRegisterReturn<keyof SignupDraft> & {
  error?: string | undefined;
  children: ReactNode;
};

function Checkbox({ error, children, ...field }: CheckboxProps) {
  const errorId = `${field.name}-error`;
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink-700">
        <input
          type="checkbox"
          {...field}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700"
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={errorId} className="mt-1.5 pl-8 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
