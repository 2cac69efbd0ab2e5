import { formatTl } from '@arsamezat/shared/core/money';
import { formatInteger } from '@arsamezat/shared/core/number-format';
import { ZONING_LABELS } from '@arsamezat/shared/listings/listing-options';
import { useProvinceLocations } from '../../../lib/province-locations';
import type { BrowseState } from '../utils/browse-state';
import { placesUnder } from '../utils/search-state';

export type FilterChip = { label: string; remove: Partial<BrowseState> };

/**
 * The applied filters as chips above the results, each removing itself. District and mahalle
 * chips name their places once the province's lists are here (they load when one is chosen).
 */
export function useFilterChips(state: BrowseState): FilterChip[] {
  const placesChosen = state.districts.length > 0;
  const { data } = useProvinceLocations(placesChosen ? state.cities[0] : undefined);
  const districtName = new Map(data?.districts.map((d) => [d.code, d.name]));
  const neighbourhoodName = new Map(
    data?.districts.flatMap((d) => d.neighbourhoods.map((n) => [n.code, n.name] as const)),
  );
  const area = (m2: number) => `${formatInteger(m2)} m²`;
  const chips: (FilterChip | false)[] = [
    state.q !== undefined && { label: `“${state.q}”`, remove: { q: undefined } },
    ...state.cities.map((city) => {
      const cities = state.cities.filter((c) => c !== city);
      return {
        label: city,
        remove: { cities, ...placesUnder(cities, state.districts, state.neighbourhoods) },
      };
    }),
    ...state.districts.map((code) => {
      const districts = state.districts.filter((d) => d !== code);
      return {
        label: districtName.get(code) ?? 'İlçe',
        remove: placesUnder(state.cities, districts, state.neighbourhoods),
      };
    }),
    ...state.neighbourhoods.map((code) => ({
      label: neighbourhoodName.get(code) ?? 'Mahalle',
      remove: { neighbourhoods: state.neighbourhoods.filter((n) => n !== code) },
    })),
    state.minPrice !== undefined && {
      label: `En az ${formatTl(state.minPrice)}`,
      remove: { minPrice: undefined },
    },
    state.maxPrice !== undefined && {
      label: `En çok ${formatTl(state.maxPrice)}`,
      remove: { maxPrice: undefined },
    },
    state.minArea !== undefined && {
      label: `En az ${area(state.minArea)}`,
      remove: { minArea: undefined },
    },
    state.maxArea !== undefined && {
      label: `En çok ${area(state.maxArea)}`,
      remove: { maxArea: undefined },
    },
    ...state.zoning.map((zoning) => ({
      label: ZONING_LABELS[zoning],
      remove: { zoning: state.zoning.filter((z) => z !== zoning) },
    })),
    state.bbox !== undefined && { label: 'Haritadaki alan', remove: { bbox: undefined } },
  ];
  return chips.filter((chip) => chip !== false);
}
