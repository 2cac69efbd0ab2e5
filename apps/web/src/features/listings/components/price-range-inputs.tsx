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
  unit: string;
};

function PriceInput({ label, placeholder, value, onChange, unit }: PriceInputProps) {
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
          className="h-11 w-full rounded-xl border border-ink-200 bg-surface pr-9 pl-3 text-sm text-ink-900 tabular-nums placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-ink-500"
        >
          {unit}
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
  /** The area range (issue 30) instead of the price: m², 'En küçük alan' / 'En büyük alan'. */
  area?: boolean;
};

/**
 * Minimum and maximum price in lira (spec §5 amount inputs: digits only, '1.250.000 ₺'), or with
 * `area` the area range in m² (issue 30).
 */
export function PriceRangeInputs({ min, max, onMin, onMax, area = false }: PriceRangeInputsProps) {
  const unit = area ? 'm²' : '₺';
  return (
    <div className="flex items-end gap-2">
      <PriceInput
        label={area ? 'En küçük alan' : 'En düşük fiyat'}
        placeholder="0"
        value={min}
        onChange={onMin}
        unit={unit}
      />
      <span aria-hidden className="pb-2.5 text-ink-400">
        –
      </span>
      <PriceInput
        label={area ? 'En büyük alan' : 'En yüksek fiyat'}
        placeholder="Sınırsız"
        value={max}
        onChange={onMax}
        unit={unit}
      />
    </div>
  );
}
