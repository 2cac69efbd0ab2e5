import { CITIES_ALPHABETICAL, isCity, type City } from '@arsamezat/shared/listings/cities';
import { SearchableChecklist } from './searchable-checklist';

type CityMultiSelectProps = { value: City[]; onChange: (cities: City[]) => void };

const CITY_OPTIONS = CITIES_ALPHABETICAL.map((city) => ({ value: city, label: city }));
const TEXTS = {
  placeholder: 'Şehir ara...',
  search: 'Şehir ara',
  selected: 'Seçili şehirler',
  group: 'Şehirler',
};

/** Spec §2.1 version A: a searchable list of the 81 provinces where several can be ticked. */
export function CityMultiSelect({ value, onChange }: CityMultiSelectProps) {
  return (
    <SearchableChecklist
      options={CITY_OPTIONS}
      value={value}
      onChange={(cities) => onChange(cities.filter(isCity))}
      name="cities"
      texts={TEXTS}
    />
  );
}
