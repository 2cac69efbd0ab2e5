import { matchesCity } from '@arsamezat/shared/listings/cities';
import { Check, Search, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cx } from '../../../components/ui/cx';

export type ChecklistOption = { value: string; label: string };

type SearchableChecklistProps = {
  options: readonly ChecklistOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** The checkboxes' form name ('cities', 'districts'). */
  name: string;
  /** 'Şehir ara...', 'Şehir ara', 'Seçili şehirler', 'Şehirler'. */
  texts: { placeholder: string; search: string; selected: string; group: string };
};

/**
 * A searchable list where several can be ticked (spec §2.1 version A's province list, and the
 * district and mahalle lists of issue 30). The search ignores case and Turkish letters
 * ('istanbul', 'İSTANBUL', 'kutahya' find theirs, by the shared `matchesCity`). Enter in the
 * search ticks the first match; the ticked ones show above the list, each a button to untick.
 */
export function SearchableChecklist({
  options,
  value,
  onChange,
  name,
  texts,
}: SearchableChecklistProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const matches = options.filter((option) => matchesCity(query, option.label));
  const selected = new Set(value);
  const labelOf = new Map(options.map((option) => [option.value, option.label]));

  const toggle = (item: string) =>
    onChange(selected.has(item) ? value.filter((v) => v !== item) : [...value, item]);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter picks an entry rather than submitting the whole filter form.
    event.preventDefault();
    const first = matches[0];
    if (query.trim() !== '' && first) {
      if (!selected.has(first.value)) onChange([...value, first.value]);
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
          name={`${name}Search`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKey}
          placeholder={texts.placeholder}
          aria-label={texts.search}
          aria-controls={`${id}-list`}
          autoComplete="off"
          className="h-11 w-full rounded-xl border border-ink-200 bg-surface pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>

      {value.length > 0 && (
        <ul aria-label={texts.selected} className="flex flex-wrap gap-1.5">
          {value.map((item) => (
            <li key={item}>
              <button
                type="button"
                onClick={() => toggle(item)}
                aria-label={`${labelOf.get(item) ?? item} seçimini kaldır`}
                className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 py-1 pr-3 pl-3 text-xs font-semibold text-brand-800 hover:bg-brand-100"
              >
                {labelOf.get(item) ?? item}
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div
        id={`${id}-list`}
        role="group"
        aria-label={texts.group}
        className="relative max-h-[200px] overflow-y-auto overscroll-contain rounded-xl border border-ink-100 bg-surface p-1"
      >
        {matches.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-ink-500">Sonuç bulunamadı</p>
        ) : (
          matches.map((option) => {
            const checked = selected.has(option.value);
            return (
              <label
                key={option.value}
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
                  name={name}
                  value={option.value}
                  checked={checked}
                  onChange={() => toggle(option.value)}
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
                {option.label}
              </label>
            );
          })
        )}
      </div>
    </div>
  );
}
