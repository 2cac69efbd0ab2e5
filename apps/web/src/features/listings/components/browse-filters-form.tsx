import { kurusToLira, liraToKurus } from '@arsamezat/shared/core/money';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { BrowseFilters } from '../utils/browse-state';
import { CityMultiSelect } from './city-multi-select';
import { PriceRangeInputs } from './price-range-inputs';

export const PRICE_ORDER_ERROR = 'En düşük fiyat en yüksek fiyattan büyük olamaz.';

const toDigits = (kurus: number | undefined) =>
  kurus === undefined ? '' : String(Math.round(kurusToLira(kurus)));
const toKurus = (digits: string) => (digits === '' ? undefined : liraToKurus(Number(digits)));

type BrowseFiltersFormProps = {
  /** The filters in the address; the form starts from them (remount it when they change). */
  applied: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
  onClear: () => void;
};

/**
 * Spec §2.1 version A filters: provinces and a price range, applied together with 'Filtreleri
 * Uygula' and reset with 'Temizle'. Prices are typed in lira and leave here in kuruş.
 */
export function BrowseFiltersForm({ applied, onApply, onClear }: BrowseFiltersFormProps) {
  const [cities, setCities] = useState(applied.cities);
  const [min, setMin] = useState(toDigits(applied.minPrice));
  const [max, setMax] = useState(toDigits(applied.maxPrice));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const minPrice = toKurus(min);
    const maxPrice = toKurus(max);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError(PRICE_ORDER_ERROR);
      return;
    }
    setError(null);
    onApply({ cities, minPrice, maxPrice });
  };

  return (
    <form onSubmit={submit} aria-label="Filtreler" className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="mb-2 flex w-full items-baseline justify-between text-sm font-semibold text-ink-900">
          Şehir
          {cities.length > 0 && (
            <span className="text-xs font-medium text-brand-700">{` ${cities.length} seçili`}</span>
          )}
        </legend>
        <CityMultiSelect value={cities} onChange={setCities} />
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-900">Fiyat Aralığı</legend>
        <PriceRangeInputs
          min={min}
          max={max}
          onMin={(digits) => {
            setMin(digits);
            setError(null);
          }}
          onMax={(digits) => {
            setMax(digits);
            setError(null);
          }}
        />
        {error && (
          <p role="alert" className="mt-2 text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>

      <div className="grid gap-2">
        <Button type="submit" fullWidth>
          <SlidersHorizontal aria-hidden />
          Filtreleri Uygula
        </Button>
        <Button type="button" variant="outline" fullWidth onClick={onClear}>
          <X aria-hidden />
          Temizle
        </Button>
      </div>
    </form>
  );
}
