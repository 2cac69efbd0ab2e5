import { useId } from 'react';
import { formatInteger } from '@arsamezat/shared/core/number-format';

/** Whole lira up to 13 digits: ten trillion lira is still a safe integer in kuruş. */
const MAX_DIGITS = 13;

/** What the visitor typed, kept as digits; shown with Turkish thousands separators. */
export function onlyDigits(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
}

const grouped = (digits: string) => (digits === '' ? '' : formatInteger(Number(digits)));

type PriceInputProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (digits: string) => void;
};

function PriceInput({ label, placeholder, value, onChange }: PriceInputProps) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-600">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={grouped(value)}
          onChange={(event) => onChange(onlyDigits(event.target.value))}
          placeholder={placeholder}
          className="h-11 w-full rounded-xl border border-ink-200 bg-surface pr-8 pl-3 text-sm text-ink-900 tabular-nums placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-ink-500"
        >
          ₺
        </span>
      </div>
    </div>
  );
}

type PriceRangeInputsProps = {
  min: string;
  max: string;
  onMin: (digits: string) => void;
  onMax: (digits: string) => void;
};

/** Minimum and maximum price in lira (spec §5 amount inputs: digits only, '1.250.000 ₺'). */
export function PriceRangeInputs({ min, max, onMin, onMax }: PriceRangeInputsProps) {
  return (
    <div className="flex items-end gap-2">
      <PriceInput label="En düşük fiyat" placeholder="0" value={min} onChange={onMin} />
      <span aria-hidden className="pb-2.5 text-ink-400">
        –
      </span>
      <PriceInput label="En yüksek fiyat" placeholder="Sınırsız" value={max} onChange={onMax} />
    </div>
  );
}
