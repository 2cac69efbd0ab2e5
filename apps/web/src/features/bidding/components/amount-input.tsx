import { MAX_TRADE_AMOUNT } from '@arsamezat/shared/trading/bids';
import { kurusToLira } from '@arsamezat/shared/core/money';
import { formatInteger } from '@arsamezat/shared/core/number-format';
import { Controller, type Control } from 'react-hook-form';
import { FormField, inputClassName } from '../../../components/ui/form-field';
import type { FieldControlProps } from '../../../components/ui/form-field';
import type { AmountFormValues } from '../lib/amount-form';

/** Whole lira only (spec §9: no decimals); the largest amount the server takes. */
const MAX_DIGITS = String(kurusToLira(MAX_TRADE_AMOUNT)).length;

/**
 * An amount in whole lira (spec §5 'Amount inputs'): keeps digits only, shows Turkish thousands
 * separators and a ₺ suffix. `value` is lira, null when empty.
 */
export function AmountInput({
  value,
  onChange,
  disabled,
  control,
}: {
  value: number | null;
  onChange: (lira: number | null) => void;
  disabled?: boolean;
  control: FieldControlProps;
}) {
  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        className={`${inputClassName} pr-10 text-lg font-semibold tabular-nums sm:text-base`}
        value={value === null ? '' : formatInteger(value)}
        onChange={(event) => {
          const digits = event.target.value
            .replace(/\D/g, '')
            .replace(/^0+/, '')
            .slice(0, MAX_DIGITS);
          onChange(digits === '' ? null : Number(digits));
        }}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 right-3.5 grid place-items-center text-base font-semibold text-ink-500"
      >
        ₺
      </span>
    </div>
  );
}

/** The trade forms' amount box: a labelled AmountInput bound to the form's `amount`. */
export function AmountField<Checked>({
  control,
  label,
  hint,
  disabled,
}: {
  control: Control<AmountFormValues, unknown, Checked>;
  label: string;
  hint: string;
  disabled: boolean;
}) {
  return (
    <FormField label={label} hint={hint}>
      {(a11y) => (
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <AmountInput
              control={a11y}
              value={field.value}
              disabled={disabled}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </FormField>
  );
}
