import { zodResolver } from '@hookform/resolvers/zod';
import {
  PasswordChangeFormSchema,
  StrictPasswordChangeFormSchema,
  type PasswordChangeFormValues,
} from '@arsamezat/shared/member/settings';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { useChangePassword } from '../api/change-password';
import {
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeFailure,
  type PasswordChangeFailure,
} from '../lib/password-change-errors';
import { PasswordField } from './password-field';

type PasswordChangeFormProps = {
  /** The settings screen's stricter rules (spec 02 §5): letters of both cases, digit, symbol. */
  strict?: boolean;
};

const EMPTY: PasswordChangeFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * Password change on the existing endpoint (POST /api/auth/password): the current password,
 * the new one twice. Every other session of the member is signed out; this one stays.
 */
export function PasswordChangeForm({ strict = false }: PasswordChangeFormProps) {
  const mutation = useChangePassword();
  const [failure, setFailure] = useState<PasswordChangeFailure | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(strict ? StrictPasswordChangeFormSchema : PasswordChangeFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(false);
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      setDone(true);
    } catch (error) {
      const result = passwordChangeFailure(error);
      setFailure(result);
      if (result.currentWrong) {
        setError('currentPassword', { message: PASSWORD_CHANGE_MESSAGES.wrongCurrent });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Şifre değiştirme formu" className="space-y-5">
      {done && (
        <Notice tone="success" title={PASSWORD_CHANGE_MESSAGES.success}>
          <p>Diğer cihazlardaki oturumlarınız kapatıldı; bu cihazda oturumunuz açık kalır.</p>
        </Notice>
      )}
      {failure && (
        <Notice tone="error" title={failure.title}>
          {failure.detail && <p>{failure.detail}</p>}
        </Notice>
      )}
      <FormField label="Mevcut Şifre" error={errors.currentPassword?.message}>
        {(a11y) => (
          <PasswordField
            {...a11y}
            {...register('currentPassword')}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <FormField
        label="Yeni Şifre"
        error={errors.newPassword?.message}
        hint={
          strict
            ? 'En az 8 karakter; büyük harf, küçük harf, rakam ve özel karakter içermelidir.'
            : 'En az 8 karakter olmalıdır.'
        }
      >
        {(a11y) => (
          <PasswordField {...a11y} {...register('newPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <FormField label="Yeni Şifre (Tekrar)" error={errors.confirmPassword?.message}>
        {(a11y) => (
          <PasswordField {...a11y} {...register('confirmPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        <KeyRound aria-hidden />
        {isSubmitting ? 'Güncelleniyor...' : 'Şifreyi Güncelle'}
      </Button>
    </form>
  );
}
