import type { ComponentProps } from 'react';
import { cx } from '../../../components/ui/cx';
import { inputClassName } from '../../../components/ui/form-field';

export const PHONE_DIGITS = 10;

/** What a phone box keeps of any input: digits only, at most ten (spec 01 §5). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

type PhoneInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (digits: string) => void;
};

/** A Turkish mobile number after a fixed +90: digits only, at most ten, '5XX XXX XX XX'. */
export function PhoneInput({ value, onValueChange, className, ...props }: PhoneInputProps) {
  return (
    <div className="flex">
      <span
        aria-hidden
        className="inline-flex h-12 items-center rounded-l-xl border border-r-0 border-ink-300 bg-ink-50 px-3.5 text-base font-medium text-ink-700 sm:text-sm"
      >
        +90
      </span>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="5XX XXX XX XX"
        maxLength={PHONE_DIGITS}
        {...props}
        value={value}
        onChange={(event) => onValueChange(phoneDigits(event.target.value))}
        className={cx(inputClassName, 'rounded-l-none tracking-wide', className)}
      />
    </div>
  );
}
