import type { City } from '@arsamezat/shared/listings/cities';
import { districtOfNeighbourhood } from '@arsamezat/shared/listings/location-codes';
import { useProvinceLocations } from '../../../lib/province-locations';
import { SearchableChecklist } from './searchable-checklist';

type PlaceFiltersProps = {
  cities: readonly City[];
  districts: string[];
  neighbourhoods: string[];
  onChange: (places: { districts: string[]; neighbourhoods: string[] }) => void;
};

const DISTRICT_TEXTS = {
  placeholder: 'İlçe ara...',
  search: 'İlçe ara',
  selected: 'Seçili ilçeler',
  group: 'İlçeler',
};
const NEIGHBOURHOOD_TEXTS = {
  placeholder: 'Mahalle ara...',
  search: 'Mahalle ara',
  selected: 'Seçili mahalleler',
  group: 'Mahalleler',
};

/**
 * İlçe and mahalle under the chosen province (issue 30, decision 082): shown when ONE province
 * is chosen, its lists loaded from the server then; the mahalleler of the ticked districts.
 * Unticking a district drops its mahalleler.
 */
export function PlaceFilters({ cities, districts, neighbourhoods, onChange }: PlaceFiltersProps) {
  const city = cities.length === 1 ? cities[0] : undefined;
  const { data, isError } = useProvinceLocations(city);
  if (city === undefined) {
    return <p className="text-xs text-ink-500">İlçe ve mahalle seçmek için tek bir il seçin.</p>;
  }
  if (isError) return <p className="text-xs text-red-700">Hata Oluştu</p>;
  if (!data) return <p className="text-xs text-ink-500">Veriler Yükleniyor</p>;
  const chosen = data.districts.filter((district) => districts.includes(district.code));
  const neighbourhoodOptions = chosen.flatMap((district) =>
    district.neighbourhoods.map((entry) => ({
      value: entry.code,
      label: chosen.length > 1 ? `${entry.name} (${district.name})` : entry.name,
    })),
  );
  return (
    <div className="space-y-4">
      <div>
        <p className="mb-2 text-xs font-medium text-ink-600">{`${city} ilçeleri`}</p>
        <SearchableChecklist
          options={data.districts.map((district) => ({
            value: district.code,
            label: district.name,
          }))}
          value={districts}
          onChange={(next) =>
            onChange({
              districts: next,
              neighbourhoods: neighbourhoods.filter((code) =>
                next.includes(districtOfNeighbourhood(code)),
              ),
            })
          }
          name="districts"
          texts={DISTRICT_TEXTS}
        />
      </div>
      {chosen.length > 0 && (
        <div>
          <p className="mb-2 text-xs font-medium text-ink-600">Mahalle</p>
          <SearchableChecklist
            options={neighbourhoodOptions}
            value={neighbourhoods}
            onChange={(next) => onChange({ districts, neighbourhoods: next })}
            name="neighbourhoods"
            texts={NEIGHBOURHOOD_TEXTS}
          />
        </div>
      )}
    </div>
  );
}
