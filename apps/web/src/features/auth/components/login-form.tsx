import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, type LoginInput } from '@arsamezat/shared/accounts/auth';
import type { TwoFactorChallenge } from '@arsamezat/shared/accounts/two-factor';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { signIn } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { loginErrorMessage } from '../lib/error-messages';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from './password-input';
import { PhoneInput } from './phone-input';

type LoginFormValues = { phone: string; password: string };

/** '/forgot-password?phone=…' with the number typed so far (spec 01 §2). */
function forgotPasswordHref(phone: string): string {
  return phone
    ? `${paths.forgotPassword}?phone=${encodeURIComponent(phone)}`
    : paths.forgotPassword;
}

/**
 * Phone and password (spec 01 §2, §5, §8), then, for an account with two-step sign-in, the
 * page shows the SMS code step. Each field shows its first problem; editing a field
 * clears its error and the general one. Success lands on `/` with history replaced.
 */
export function LoginForm({ onTwoFactor }: { onTwoFactor: (step: TwoFactorChallenge) => void }) {
  const completeSignIn = useCompleteSignIn();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { phone: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const phone = useWatch({ control, name: 'phone' });

  const edited = (field: keyof LoginFormValues) => {
    clearErrors(field);
    setGeneralError(null);
  };

  const onSubmit = handleSubmit(async (input) => {
    setGeneralError(null);
    try {
      const result = await signIn(input);
      // Two-step sign-in: the password was right, the SMS code comes next.
      if ('twoFactor' in result) onTwoFactor(result.twoFactor);
      else await completeSignIn(result.user);
    } catch (error) {
      setGeneralError(loginErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Giriş formu" className="space-y-5">
      {generalError && <Notice tone="error" title={generalError} />}
      <FormField label="Telefon Numarası" error={errors.phone?.message}>
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
                  edited('phone');
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label="Şifre"
        error={errors.password?.message}
        aside={
          <Link
            to={forgotPasswordHref(phone)}
            className="-my-3 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
          >
            Şifremi unuttum
          </Link>
        }
      >
        {(a11y) => (
          <PasswordInput
            {...a11y}
            {...register('password', { onChange: () => edited('password') })}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" fullWidth disabled={isSubmitting}>
        <LogIn aria-hidden />
        {isSubmitting ? 'Giriş Yapılıyor...' : 'Giriş Yap'}
      </Button>
    </form>
  );
}
