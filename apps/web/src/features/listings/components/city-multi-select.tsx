import { CITIES_ALPHABETICAL, matchesCity, type City } from '@arsamezat/shared/listings/cities';
import { Check, Search, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cx } from '../../../components/ui/cx';

type CityMultiSelectProps = { value: City[]; onChange: (cities: City[]) => void };

/**
 * Spec §2.1 version A: a searchable list of the 81 provinces where several can be ticked. The
 * search ignores case and Turkish letters ('istanbul', 'İSTANBUL', 'izmir', 'kutahya' all find
 * theirs, by the shared `matchesCity`). Enter in the search ticks the first match.
 */
export function CityMultiSelect({ value, onChange }: CityMultiSelectProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const matches = CITIES_ALPHABETICAL.filter((city) => matchesCity(query, city));
  const selected = new Set(value);

  const toggle = (city: City) =>
    onChange(selected.has(city) ? value.filter((c) => c !== city) : [...value, city]);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter picks a city rather than submitting the whole filter form.
    event.preventDefault();
    const first = matches[0];
    if (query.trim() !== '' && first) {
      if (!selected.has(first)) onChange([...value, first]);
      setQuery('');
    }
  };

  return (
    <div className="space-y-2">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
        />
        <input
          type="search"
          name="citySearch"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKey}
          placeholder="Şehir ara..."
          aria-label="Şehir ara"
          aria-controls={`${id}-list`}
          autoComplete="off"
          className="h-11 w-full rounded-xl border border-ink-200 bg-surface pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>

      {value.length > 0 && (
        <ul aria-label="Seçili şehirler" className="flex flex-wrap gap-1.5">
          {value.map((city) => (
            <li key={city}>
              <button
                type="button"
                onClick={() => toggle(city)}
                aria-label={`${city} seçimini kaldır`}
                className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 py-1 pr-3 pl-3 text-xs font-semibold text-brand-800 hover:bg-brand-100"
              >
                {city}
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div
        id={`${id}-list`}
        role="group"
        aria-label="Şehirler"
        className="relative max-h-[200px] overflow-y-auto overscroll-contain rounded-xl border border-ink-100 bg-surface p-1"
      >
        {matches.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-ink-500">Sonuç bulunamadı</p>
        ) : (
          matches.map((city) => {
            const checked = selected.has(city);
            return (
              <label
                key={city}
                className={cx(
                  // relative: the visually hidden checkbox stays inside the scrolling box.
                  'relative flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm transition-colors',
                  checked
                    ? 'bg-brand-50 font-semibold text-brand-900'
                    : 'text-ink-800 hover:bg-ink-50',
                )}
              >
                <input
                  type="checkbox"
                  name="cities"
                  value={city}
                  checked={checked}
                  onChange={() => toggle(city)}
                  className="peer sr-only"
                />
                <span
                  aria-hidden
                  className={cx(
                    'grid size-4.5 shrink-0 place-items-center rounded-md border transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300',
                    checked
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-ink-300 bg-surface',
                  )}
                >
                  {checked && <Check className="size-3.5" strokeWidth={3} />}
                </span>
                {city}
              </label>
            );
          })
        )}
      </div>
    </div>
  );
}
