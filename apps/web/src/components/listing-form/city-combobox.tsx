import { CITIES, matchesCity } from '@arsamezat/shared/listings/cities';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { cx } from '../ui/cx';
import { controlClass, type ControlProps } from './field';

type CityComboboxProps = ControlProps & {
  value: string;
  onChange: (city: string) => void;
  onBlur: () => void;
};

/**
 * One of the 81 provinces, searchable with Turkish-aware matching ('kutahya' finds Kütahya),
 * spec §2.1's 'Şehir ara...' / 'Sonuç bulunamadı' and a 200 px list.
 */
export function CityCombobox({ value, onChange, onBlur, ...control }: CityComboboxProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = CITIES.filter((city) => matchesCity(query, city));

  function choose(city: string) {
    onChange(city);
    setOpen(false);
    setQuery('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const city = matches[active];
      if (city) choose(city);
    }
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur();
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          {...control}
          className={cx(controlClass, 'flex items-center justify-between text-left')}
        >
          <span className={value ? 'text-ink-900' : 'text-ink-400'}>{value || 'Şehir seçin'}</span>
          <ChevronsUpDown aria-hidden className="size-4 text-ink-400" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-60 rounded-xl border border-ink-200 bg-surface p-2 shadow-raised"
        >
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
            />
            <input
              type="search"
              autoFocus
              value={query}
              placeholder="Şehir ara..."
              aria-label="Şehir ara"
              aria-controls={listId}
              aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-11 w-full rounded-lg border border-ink-200 pr-3 pl-9 text-base focus:border-brand-500 focus:outline-none sm:text-sm"
            />
          </div>
          <ul
            id={listId}
            role="listbox"
            aria-label="İller"
            className="mt-2 max-h-[200px] overflow-y-auto"
          >
            {matches.length === 0 && (
              <li className="px-3 py-2 text-sm text-ink-500">Sonuç bulunamadı</li>
            )}
            {matches.map((city, index) => (
              <li
                key={city}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={city === value}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(city)}
                className={cx(
                  'flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm',
                  index === active ? 'bg-brand-50 text-brand-800' : 'text-ink-800',
                )}
              >
                {city}
                {city === value && <Check aria-hidden className="size-4 text-brand-600" />}
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
