import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordSchema, type NewPasswordInput } from '@arsamezat/shared/accounts/auth';
import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from './password-input';

type NewPasswordFormProps = {
  /** Sets the password; the form stays busy until it settles. */
  onSubmit: (password: string) => Promise<void>;
  /** Called when a field is edited, so the screen can clear its own messages. */
  onEdit?: () => void;
  requirements?: ReactNode;
  disabled?: boolean;
};

/**
 * The new password and its confirmation, for both reset flows (spec 01 §5 "New password"):
 * 'Şifrenizi giriniz', 8 characters, 'Şifrenizi tekrar giriniz', 'Şifreler eşleşmiyor'.
 */
export function NewPasswordForm({
  onSubmit,
  onEdit,
  requirements,
  disabled,
}: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const edited = (field: keyof NewPasswordInput) => ({
    onChange: () => {
      clearErrors(field);
      onEdit?.();
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) => onSubmit(password))}
      aria-label="Yeni şifre formu"
      className="space-y-5"
    >
      <FormField label="Yeni Şifre" error={errors.password?.message}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            {...register('password', edited('password'))}
            autoComplete="new-password"
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField label="Yeni Şifre (Tekrar)" error={errors.confirmPassword?.message}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            {...register('confirmPassword', edited('confirmPassword'))}
            autoComplete="new-password"
            disabled={disabled}
          />
        )}
      </FormField>
      {requirements}
      <Button type="submit" size="lg" fullWidth disabled={disabled || isSubmitting}>
        <KeyRound aria-hidden />
        {isSubmitting ? 'Şifre Güncelleniyor...' : 'Şifreyi Güncelle'}
      </Button>
    </form>
  );
}

/** The rules under the new-password fields. */
export function PasswordRequirements({ differFromOld = false }: { differFromOld?: boolean }) {
  return (
    <div className="rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
      <p className="font-medium text-ink-900">Şifreniz:</p>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
        <li>en az 8 karakter uzunluğunda olmalıdır,</li>
        <li>iki alanda aynı yazılmalıdır,</li>
        {differFromOld && <li>eski şifrenizden farklı olmalıdır,</li>}
        <li>123456 gibi çok yaygın bir şifre olmamalıdır.</li>
      </ul>
    </div>
  );
}
