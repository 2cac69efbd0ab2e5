import { kurusToLira, liraToKurus } from '@arsamezat/shared/core/money';
import { AREA_FILTER_MAX_M2, KEYWORD_MAX_LENGTH } from '@arsamezat/shared/listings/listing-options';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { BrowseFilters } from '../utils/browse-state';
import { normaliseKeyword, placesUnder } from '../utils/search-state';
import { CityMultiSelect } from './city-multi-select';
import { PlaceFilters } from './place-filters';
import { PriceRangeInputs } from './price-range-inputs';
import { ZoningChoices } from './zoning-choices';

export const PRICE_ORDER_ERROR = 'En düşük fiyat en yüksek fiyattan büyük olamaz.';
export const AREA_ORDER_ERROR = 'En küçük alan en büyük alandan büyük olamaz.';

const toDigits = (kurus: number | undefined) =>
  kurus === undefined ? '' : String(Math.round(kurusToLira(kurus)));
const toKurus = (digits: string) => (digits === '' ? undefined : liraToKurus(Number(digits)));
const toArea = (digits: string) =>
  digits === '' ? undefined : Math.min(Number(digits), AREA_FILTER_MAX_M2);

type BrowseFiltersFormProps = {
  /** The filters in the address; the form starts from them (remount it when they change). */
  applied: BrowseFilters;
  onApply: (filters: BrowseFilters) => void;
  onClear: () => void;
};

function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 flex w-full items-baseline justify-between text-sm font-semibold text-ink-900">
        {title}
        {extra}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * Spec §2.1 version A filters — provinces and a price range — with the search of issue 30: a
 * keyword, districts and mahalleler under one province, an area range in m² and zonings; all
 * applied together with 'Filtreleri Uygula' and reset with 'Temizle'. Prices are typed in lira
 * and leave here in kuruş.
 */
export function BrowseFiltersForm({ applied, onApply, onClear }: BrowseFiltersFormProps) {
  const keywordId = useId();
  const [keyword, setKeyword] = useState(applied.q ?? '');
  const [cities, setCities] = useState(applied.cities);
  const [places, setPlaces] = useState({
    districts: applied.districts,
    neighbourhoods: applied.neighbourhoods,
  });
  const [min, setMin] = useState(toDigits(applied.minPrice));
  const [max, setMax] = useState(toDigits(applied.maxPrice));
  const [minArea, setMinArea] = useState(applied.minArea?.toString() ?? '');
  const [maxArea, setMaxArea] = useState(applied.maxArea?.toString() ?? '');
  const [zoning, setZoning] = useState(applied.zoning);
  const [error, setError] = useState<{ price?: string; area?: string }>({});

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const minPrice = toKurus(min);
    const maxPrice = toKurus(max);
    const areaFrom = toArea(minArea);
    const areaTo = toArea(maxArea);
    const problems = {
      ...(minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice
        ? { price: PRICE_ORDER_ERROR }
        : {}),
      ...(areaFrom !== undefined && areaTo !== undefined && areaFrom > areaTo
        ? { area: AREA_ORDER_ERROR }
        : {}),
    };
    setError(problems);
    if (problems.price || problems.area) return;
    onApply({
      q: normaliseKeyword(keyword),
      cities,
      ...placesUnder(cities, places.districts, places.neighbourhoods),
      minPrice,
      maxPrice,
      minArea: areaFrom,
      maxArea: areaTo,
      zoning,
    });
  };

  /** A range box's change: the digits kept, that range's error gone. */
  const typed = (set: (digits: string) => void, range: 'price' | 'area') => (digits: string) => {
    set(digits);
    setError((current) => ({ ...current, [range]: undefined }));
  };

  const problem = (text: string | undefined) =>
    text && (
      <p role="alert" className="mt-2 text-xs font-medium text-red-700">
        {text}
      </p>
    );

  return (
    <form onSubmit={submit} aria-label="Filtreler" className="space-y-5">
      <div>
        <label htmlFor={keywordId} className="mb-2 block text-sm font-semibold text-ink-900">
          Kelime ile Ara
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
          />
          <input
            id={keywordId}
            type="search"
            name="q"
            value={keyword}
            maxLength={KEYWORD_MAX_LENGTH}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="Örn. Çeşme zeytinlik"
            autoComplete="off"
            className="h-11 w-full rounded-xl border border-ink-200 bg-surface pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
      </div>

      <Section
        title="Şehir"
        extra={
          cities.length > 0 && (
            <span className="text-xs font-medium text-brand-700">{` ${cities.length} seçili`}</span>
          )
        }
      >
        <CityMultiSelect
          value={cities}
          onChange={(next) => {
            setCities(next);
            setPlaces((current) => placesUnder(next, current.districts, current.neighbourhoods));
          }}
        />
      </Section>

      <Section title="İlçe ve Mahalle">
        <PlaceFilters
          cities={cities}
          districts={places.districts}
          neighbourhoods={places.neighbourhoods}
          onChange={setPlaces}
        />
      </Section>

      <Section title="Fiyat Aralığı">
        <PriceRangeInputs
          min={min}
          max={max}
          onMin={typed(setMin, 'price')}
          onMax={typed(setMax, 'price')}
        />
        {problem(error.price)}
      </Section>

      <Section title="Alan (m²)">
        <PriceRangeInputs
          area
          min={minArea}
          max={maxArea}
          onMin={typed(setMinArea, 'area')}
          onMax={typed(setMaxArea, 'area')}
        />
        {problem(error.area)}
      </Section>

      <Section title="İmar Durumu">
        <ZoningChoices value={zoning} onChange={setZoning} />
      </Section>

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
