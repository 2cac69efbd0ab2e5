import type { CardInput } from '@arsamezat/shared/trading/deposits';
import type { InputHTMLAttributes } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormField, inputClassName } from '../ui/form-field';

export const EMPTY_CARD: CardInput = {
  cardHolderName: '',
  cardNumber: '',
  expireMonth: '',
  expireYear: '',
  cvc: '',
};

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
/** '4111111111111111' shown as '4111 1111 1111 1111'; the spaces are stripped again on send. */
const groupCardNumber = (value: string) => digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

type CardFieldProps = {
  control: Control<CardInput>;
  name: keyof CardInput;
  label: string;
  disabled: boolean;
  /** What a keystroke leaves in the box (digits only, grouped…). */
  format?: (typed: string) => string;
  className?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'
>;

function CardField({
  control,
  name,
  label,
  disabled,
  format,
  className,
  ...input
}: CardFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} error={fieldState.error?.message}>
      {(a11y) => (
        <input
          {...a11y}
          {...input}
          className={className ?? inputClassName}
          disabled={disabled}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(format ? format(e.target.value) : e.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * Cardholder, number, month, year and CVV (spec §2.3), with the browser's card autofill. Each
 * field says beside itself what is wrong with it, all of them at once.
 */
export function CardFields({
  control,
  disabled,
}: {
  control: Control<CardInput>;
  disabled: boolean;
}) {
  const common = { control, disabled };
  return (
    <div className="space-y-3.5">
      <CardField
        {...common}
        name="cardHolderName"
        label="Kart Sahibi"
        autoComplete="cc-name"
        maxLength={60}
      />
      <CardField
        {...common}
        name="cardNumber"
        label="Kart Numarası"
        className={`${inputClassName} font-mono tracking-wider`}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="0000 0000 0000 0000"
        maxLength={23}
        format={groupCardNumber}
      />
      <div className="grid grid-cols-3 items-start gap-3">
        <CardField
          {...common}
          name="expireMonth"
          label="Ay"
          autoComplete="cc-exp-month"
          inputMode="numeric"
          placeholder="AA"
          maxLength={2}
          format={(typed) => digits(typed, 2)}
        />
        <CardField
          {...common}
          name="expireYear"
          label="Yıl"
          autoComplete="cc-exp-year"
          inputMode="numeric"
          placeholder="YY"
          maxLength={4}
          format={(typed) => digits(typed, 4)}
        />
        <CardField
          {...common}
          name="cvc"
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="•••"
          maxLength={4}
          format={(typed) => digits(typed, 4)}
        />
      </div>
    </div>
  );
}
